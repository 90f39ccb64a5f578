import { webhookIdInput } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { hookOr404 } from "./scope.js";
import { deleteHook } from "./webhooks.repo.js";

/**
 * `DELETE /api/webhooks/{webhookId}` (its owner, or an administrator): the hook and its log go;
 * deliveries still waiting in the outbox find it gone and end without a call.
 */
export const remove = authedProcedure
  .meta({
    rest: { method: "DELETE", path: "/webhooks/{webhookId}", summary: "Delete a webhook" },
    access: access.staff(),
  })
  .input(webhookIdInput)
  .mutation(async ({ ctx, input }) => {
    const hook = await hookOr404(ctx.db, ctx.user, input.webhookId);
    await deleteHook(ctx.db, hook.id);
    await writeSystemLog(ctx.db, {
      level: "info",
      module: "webhooks",
      message: `${ctx.user.username} deleted webhook #${hook.id}`,
      metadata: { webhookId: hook.id, by: ctx.user.id },
    });
  });
