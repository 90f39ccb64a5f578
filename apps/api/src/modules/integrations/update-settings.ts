import { integration, integrationSettingsInput } from "@cairn/schema/integrations";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { integrationOr404 } from "./find-or-404.js";
import { callIntegration, recordOutcome, TEST_MESSAGE } from "./integration-calls.js";
import { saveSettings } from "./integrations.repo.js";
import { presentIntegration } from "./present.js";
import { applySettingsInput, SettingsInputError } from "./settings-input.js";
import { missingRequiredFields, readStored } from "./stored-settings.js";

/**
 * `PUT /api/integrations/{name}/settings` (admin): the whole settings object (README.md:
 * replace semantics, masked secrets kept). Every required field must be set (400, one issue per
 * missing field) — except when an integration that is off is cleared entirely. A change is
 * followed at once by the connection test, so the answer says whether the new settings work.
 * The activity log names the changed fields, never their values.
 */
export const updateSettings = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/integrations/{name}/settings",
      summary:
        "Replace an integration's settings; a masked secret sent back unchanged is kept (admin)",
    },
    access: access.admin(),
  })
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
      const missing = missingRequiredFields(row.name, applied.stored);
      // Clearing every setting of an integration that is off is how its credentials are removed.
      const clearing =
        !row.enabled &&
        Object.keys(applied.stored).length === 0 &&
        Object.keys(readStored(row.name, row.settings)).length > 0;
      if (missing.length > 0 && !clearing) {
        throw new SettingsInputError(
          missing.map((field) => ({ path: [field.key], message: `${field.label} is required` })),
        );
      }
    } catch (error) {
      if (error instanceof SettingsInputError) {
        throw appError("BAD_REQUEST", error.message, error.zodError);
      }
      throw error;
    }
    let saved = await saveSettings(ctx.db, row.id, applied.stored, ctx.now());
    if (applied.changed.length > 0) {
      await writeSystemLog(ctx.db, {
        level: "info",
        module: "integrations",
        message: `${row.name} settings changed by ${ctx.user.username}: ${applied.changed.join(", ")}`,
        metadata: { integration: row.name, changed: applied.changed, by: ctx.user.id },
      });
      if (missingRequiredFields(row.name, applied.stored).length === 0) {
        const { secretBox, config } = ctx.req.server;
        const result = await callIntegration(
          { db: ctx.db, secretBox, config: config.integrations },
          saved,
          TEST_MESSAGE,
        );
        saved = await recordOutcome(ctx.db, saved, result, { trigger: "test", now: ctx.now() });
      }
    }
    return presentIntegration(saved, true);
  });
