import { integration, toggleIntegrationInput } from "@cairn/schema/integrations";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { integrationOr404 } from "./find-or-404.js";
import { setEnabled } from "./integrations.repo.js";
import { presentIntegration } from "./present.js";
import { missingRequiredFields, readStored } from "./stored-settings.js";

/**
 * `POST /api/integrations/{name}/toggle` {enabled} (admin): switches it on or off. Switching on
 * needs every required setting first (400 naming them).
 */
export const toggle = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/integrations/{name}/toggle",
      summary: "Switch an integration on or off (admin)",
    },
    access: access.admin(),
  })
  .input(toggleIntegrationInput)
  .output(integration)
  .mutation(async ({ ctx, input }) => {
    const row = await integrationOr404(ctx.db, input.name);
    if (input.enabled && !row.enabled) {
      const missing = missingRequiredFields(row.name, readStored(row.name, row.settings));
      if (missing.length > 0) {
        // On without its settings it would only claim to work: the page opens Settings instead.
        throw appError(
          "BAD_REQUEST",
          `Add the ${missing.map((field) => field.label).join(", ")} of ${row.name} in Settings before switching it on.`,
        );
      }
    }
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
