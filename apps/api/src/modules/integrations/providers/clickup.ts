import { z } from "zod";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

// GET /api/v2/team lists the workspaces ("teams") the token may use.
const teams = z.object({
  teams: z.array(z.object({ id: z.union([z.string(), z.number()]), name: z.string() })),
});

export const clickup: Provider = {
  name: "ClickUp",
  webhook: false,
  credentialsHint: "Check the API token in Settings.",
  request: (settings) => ({
    method: "GET",
    url: new URL("https://api.clickup.com/api/v2/team"),
    headers: { ...JSON_HEADERS, authorization: text(settings, "apiKey") },
  }),
  read(body, settings) {
    const parsed = teams.safeParse(parseJson(body));
    if (!parsed.success) return unexpected("ClickUp", "no workspace list in the answer");
    const list = parsed.data.teams;
    const wanted = text(settings, "teamId");
    const names = list.map((team) => `${team.name} (${team.id})`).join(", ") || "none";
    if (wanted && !list.some((team) => String(team.id) === wanted)) {
      return {
        ok: false,
        outcome: "rejected",
        message: `The ClickUp token works, but it cannot see the workspace ${wanted}. It sees: ${names}.`,
      };
    }
    return { ok: true, message: `Connected to ClickUp. Workspaces the token sees: ${names}.` };
  },
};
