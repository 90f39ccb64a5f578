import { createdWebhook, createWebhookInput } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { presentHook } from "./present.js";
import { checkScope, checkUrl } from "./scope.js";
import { newWebhookSecret } from "./signing.js";
import { getHook, insertHook, secretContext } from "./webhooks.repo.js";

/**
 * `POST /api/webhooks` (staff): registers a hook. Its signing secret is made here and answered
 * this once; it is stored sealed (lib/secret-box.ts) and never shown again.
 */
export const create = authedProcedure
  .meta({
    rest: { method: "POST", path: "/webhooks", summary: "Register a webhook", status: 201 },
    access: access.staff(),
  })
  .input(createWebhookInput)
  .output(createdWebhook)
  .mutation(async ({ ctx, input }) => {
    const scope = await checkScope(ctx.db, ctx.user, input.projects, input.events);
    const url = await checkUrl(ctx.db, input.url);
    const secret = newWebhookSecret();
    const { secretBox } = ctx.req.server;
    const now = ctx.now();
    const hook = await withTransaction(ctx.db, async (trx) => {
      const id = await insertHook(
        trx,
        { ownerId: ctx.user.id, url, events: input.events, ...scope, active: input.active, now },
        (hookId) => secretBox.seal(secret, secretContext(hookId)),
      );
      await writeSystemLog(trx, {
        level: "info",
        module: "webhooks",
        message: `${ctx.user.username} registered webhook #${id}`,
        metadata: { webhookId: id, by: ctx.user.id },
      });
      return getHook(trx, id);
    });
    if (!hook) throw new Error("The new webhook could not be read back.");
    return { ...presentHook(hook, undefined, ctx.user), secret };
  });
