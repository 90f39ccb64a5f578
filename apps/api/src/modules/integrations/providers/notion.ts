import { z } from "zod";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

// GET /v1/users/me answers the bot user of the integration's secret.
const botUser = z.object({
  object: z.literal("user"),
  id: z.string(),
  name: z.string().nullish(),
  bot: z.object({ workspace_name: z.string().nullish() }).nullish(),
});

export const notion: Provider = {
  name: "Notion",
  webhook: false,
  credentialsHint: "Check the integration secret in Settings.",
  request: (settings) => ({
    method: "GET",
    url: new URL("https://api.notion.com/v1/users/me"),
    headers: {
      ...JSON_HEADERS,
      authorization: `Bearer ${text(settings, "integrationSecret")}`,
      "notion-version": "2022-06-28",
    },
  }),
  read(body) {
    const user = botUser.safeParse(parseJson(body));
    if (!user.success) return unexpected("Notion", "no bot user in the answer");
    const workspace = user.data.bot?.workspace_name;
    return {
      ok: true,
      message: `Connected to Notion as ${user.data.name ?? "the integration's bot"}${
        workspace ? ` in the workspace ${workspace}` : ""
      }.`,
    };
  },
};
