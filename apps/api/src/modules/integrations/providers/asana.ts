import { z } from "zod";
import { JSON_HEADERS, type Provider, parseJson, text, unexpected } from "./provider.js";

const me = z.object({
  data: z.object({
    gid: z.string(),
    name: z.string().nullish(),
    workspaces: z.array(z.object({ gid: z.string(), name: z.string() })).nullish(),
  }),
});

export const asana: Provider = {
  name: "Asana",
  webhook: false,
  credentialsHint: "Check the personal access token in Settings.",
  request: (settings) => ({
    method: "GET",
    url: new URL("https://app.asana.com/api/1.0/users/me"),
    headers: { ...JSON_HEADERS, authorization: `Bearer ${text(settings, "personalAccessToken")}` },
  }),
  read(body, settings) {
    const parsed = me.safeParse(parseJson(body));
    if (!parsed.success) return unexpected("Asana", "no user in the answer");
    const user = parsed.data.data;
    const wanted = text(settings, "workspaceId");
    const workspaces = user.workspaces ?? [];
    if (wanted && !workspaces.some((workspace) => workspace.gid === wanted)) {
      const names = workspaces.map((w) => `${w.name} (${w.gid})`).join(", ") || "none";
      return {
        ok: false,
        outcome: "rejected",
        message: `The Asana token works, but its user is not in the workspace ${wanted}. Workspaces: ${names}.`,
      };
    }
    return { ok: true, message: `Connected to Asana as ${user.name ?? user.gid}.` };
  },
};
