import { z } from "zod";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

const account = z.object({
  account_id: z.string(),
  name: z.object({ display_name: z.string() }),
  email: z.string().nullish(),
});

export const dropbox: Provider = {
  name: "Dropbox",
  webhook: false,
  credentialsHint: "Check the access token in Settings.",
  // An RPC endpoint without arguments: no body and no content type, as Dropbox asks.
  request: (settings) => ({
    method: "POST",
    url: new URL("https://api.dropboxapi.com/2/users/get_current_account"),
    headers: { ...JSON_HEADERS, authorization: `Bearer ${text(settings, "accessToken")}` },
  }),
  read(body) {
    const parsed = account.safeParse(parseJson(body));
    if (!parsed.success) return unexpected("Dropbox", "no account in the answer");
    const { name, email } = parsed.data;
    return {
      ok: true,
      message: `Connected to Dropbox as ${name.display_name}${email ? ` (${email})` : ""}.`,
    };
  },
};
