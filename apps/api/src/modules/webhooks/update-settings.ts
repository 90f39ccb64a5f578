import { updateWebhookSettingsInput, webhookSettings } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { readSettings, writeSettings } from "./webhooks.repo.js";

/**
 * `PUT /api/webhook-settings` (admin): allow or refuse loopback and private targets (and plain
 * http). For tests and receivers on the same machine; off in production.
 */
export const updateSettings = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/webhook-settings",
      summary: "Allow or refuse webhooks to private addresses (for tests)",
    },
    access: access.admin(),
  })
  .input(updateWebhookSettingsInput)
  .output(webhookSettings)
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    await withTransaction(ctx.db, async (trx) => {
      await writeSettings(trx, input.allowPrivateTargets, ctx.user.id, now);
      await writeSystemLog(trx, {
        level: input.allowPrivateTargets ? "warn" : "info",
        module: "webhooks",
        message: `${ctx.user.username} ${input.allowPrivateTargets ? "allowed" : "refused"} webhooks to private addresses`,
        metadata: { allowPrivateTargets: input.allowPrivateTargets, by: ctx.user.id },
      });
    });
    return readSettings(ctx.db);
  });
