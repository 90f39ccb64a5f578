import { z } from "zod";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

const member = z.object({ id: z.string(), username: z.string(), fullName: z.string().nullish() });

/** Key and token travel in Trello's OAuth header, not the query string, so no URL holds them. */
function oauthHeader(key: string, token: string): string {
  return `OAuth oauth_consumer_key="${encodeURIComponent(key)}", oauth_token="${encodeURIComponent(token)}"`;
}

export const trello: Provider = {
  name: "Trello",
  webhook: false,
  credentialsHint: "Check the API key and the token in Settings.",
  request: (settings) => ({
    method: "GET",
    url: new URL("https://api.trello.com/1/members/me?fields=username,fullName"),
    headers: {
      ...JSON_HEADERS,
      authorization: oauthHeader(text(settings, "apiKey"), text(settings, "token")),
    },
  }),
  read(body) {
    const me = member.safeParse(parseJson(body));
    if (!me.success) return unexpected("Trello", "no member in the answer");
    const who = me.data.fullName
      ? `${me.data.fullName} (@${me.data.username})`
      : `@${me.data.username}`;
    return { ok: true, message: `Connected to Trello as ${who}.` };
  },
};
