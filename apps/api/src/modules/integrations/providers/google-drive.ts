import { z } from "zod";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

const about = z.object({
  user: z.object({ displayName: z.string().nullish(), emailAddress: z.string().nullish() }),
});

export const googleDrive: Provider = {
  name: "Google Drive",
  webhook: false,
  credentialsHint:
    "Check the access token in Settings (Google access tokens expire after an hour).",
  request: (settings) => ({
    method: "GET",
    url: new URL("https://www.googleapis.com/drive/v3/about?fields=user"),
    headers: { ...JSON_HEADERS, authorization: `Bearer ${text(settings, "accessToken")}` },
  }),
  read(body) {
    const parsed = about.safeParse(parseJson(body));
    if (!parsed.success) return unexpected("Google Drive", "no user in the answer");
    const { displayName, emailAddress } = parsed.data.user;
    const who = [displayName, emailAddress ? `(${emailAddress})` : ""].filter(Boolean).join(" ");
    return { ok: true, message: `Connected to Google Drive as ${who || "the token's user"}.` };
  },
};
