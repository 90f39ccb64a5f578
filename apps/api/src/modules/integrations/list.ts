import { integration } from "@cairn/schema/integrations";
import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { listIntegrations } from "./integrations.repo.js";
import { presentIntegration } from "./present.js";

/**
 * `GET /api/integrations`: public (the /integrations and /system-status pages are). Settings
 * only reach administrators, and secrets never leave masked.
 */
export const list = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/integrations",
      summary: "The ten integrations; settings for admins, secrets masked",
    },
    access: access.anyone(),
  })
  .output(z.array(integration))
  .query(async ({ ctx }) => {
    const admin = ctx.session?.user.role === "admin";
    const rows = await listIntegrations(ctx.db);
    return rows.map((row) => presentIntegration(row, admin));
  });
