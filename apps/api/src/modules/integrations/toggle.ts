import { integration, toggleIntegrationInput } from "@cairn/schema/integrations";
import { writeSystemLog } from "../../lib/system-log.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { integrationOr404 } from "./find-or-404.js";
import { setEnabled } from "./integrations.repo.js";
import { presentIntegration } from "./present.js";

/** `POST /api/integrations/{name}/toggle` {enabled} (admin): switches it on or off. */
export const toggle = authedProcedure
  .input(toggleIntegrationInput)
  .output(integration)
  .mutation(async ({ ctx, input }) => {
    const row = await integrationOr404(ctx.db, input.name);
    const updated = await setEnabled(ctx.db, row.id, input.enabled, ctx.now());
    if (row.enabled !== input.enabled) {
      await writeSystemLog(ctx.db, {
        level: "info",
        module: "integrations",
        message: `${row.name} ${input.enabled ? "enabled" : "disabled"} by ${ctx.user.username}`,
        metadata: { integration: row.name, enabled: input.enabled, by: ctx.user.id },
      });
    }
    return presentIntegration(updated, true);
  });
