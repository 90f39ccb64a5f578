import { integration, integrationSettingsInput } from "@cairn/schema/integrations";
import { writeSystemLog } from "../../lib/system-log.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { integrationOr404 } from "./find-or-404.js";
import { saveSettings } from "./integrations.repo.js";
import { presentIntegration } from "./present.js";
import { applySettingsInput, SettingsInputError } from "./settings-input.js";
import { readStored } from "./stored-settings.js";

/**
 * `PUT /api/integrations/{name}/settings` (admin): the whole settings object (README.md:
 * replace semantics, masked secrets kept). The activity log names the changed fields, never
 * their values.
 */
export const updateSettings = authedProcedure
  .input(integrationSettingsInput)
  .output(integration)
  .mutation(async ({ ctx, input }) => {
    const { name, ...values } = input;
    const row = await integrationOr404(ctx.db, name);
    let applied: ReturnType<typeof applySettingsInput>;
    try {
      applied = applySettingsInput(
        ctx.req.server.secretBox,
        row.name,
        values,
        readStored(row.name, row.settings),
      );
    } catch (error) {
      if (error instanceof SettingsInputError) {
        throw appError("BAD_REQUEST", error.message, error.zodError);
      }
      throw error;
    }
    const updated = await saveSettings(ctx.db, row.id, applied.stored, ctx.now());
    if (applied.changed.length > 0) {
      await writeSystemLog(ctx.db, {
        level: "info",
        module: "integrations",
        message: `${row.name} settings changed by ${ctx.user.username}: ${applied.changed.join(", ")}`,
        metadata: { integration: row.name, changed: applied.changed, by: ctx.user.id },
      });
    }
    return presentIntegration(updated, true);
  });
