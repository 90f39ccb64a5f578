import { z } from "zod";
import { checkUrl, URL_RULES } from "../allowed-urls.js";
import type { OpenedSettings } from "../stored-settings.js";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

/** Basic auth: the account email and the API token, base64-encoded. */
function basicCredentials(settings: OpenedSettings): string {
  return Buffer.from(`${text(settings, "email")}:${text(settings, "apiToken")}`).toString("base64");
}

const myself = z.object({ accountId: z.string(), displayName: z.string().nullish() });

export const jira: Provider = {
  name: "Jira",
  webhook: false,
  credentialsHint: "Check the account email and the API token in Settings.",
  request(settings) {
    // Checked again before every call: only ever an https *.atlassian.net site.
    const site = checkUrl(URL_RULES.jiraSite, text(settings, "siteUrl"));
    if (!site.ok) return `The saved site URL cannot be used: it ${site.message}.`;
    return {
      method: "GET",
      url: new URL("/rest/api/3/myself", site.url.origin),
      headers: { ...JSON_HEADERS, authorization: `Basic ${basicCredentials(settings)}` },
    };
  },
  derivedSecrets: (settings) => [basicCredentials(settings)],
  read(body, settings) {
    const me = myself.safeParse(parseJson(body));
    if (!me.success) return unexpected("Jira", "no account in the answer");
    const host = URL.canParse(text(settings, "siteUrl"))
      ? new URL(text(settings, "siteUrl")).host
      : "your site";
    return {
      ok: true,
      message: `Connected to Jira at ${host} as ${me.data.displayName ?? me.data.accountId}.`,
    };
  },
};
