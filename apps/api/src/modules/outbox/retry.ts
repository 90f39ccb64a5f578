import { outboxMessage, outboxRetryInput } from "@cairn/schema/outbox";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { retryFailed } from "./outbox.repo.js";
import { present } from "./present.js";

/** `POST /api/outbox/{messageId}/retry` (admin): a failed message is due again, with fresh attempts. */
export const retry = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/outbox/{messageId}/retry",
      summary: "Try a failed message again, with fresh attempts",
    },
    access: access.admin(),
  })
  .input(outboxRetryInput)
  .output(outboxMessage)
  .mutation(async ({ ctx, input }) => {
    const message = await retryFailed(ctx.db, input.messageId, ctx.now());
    if (!message) {
      throw appError("NOT_FOUND", `There is no failed message ${input.messageId} to retry.`);
    }
    await writeSystemLog(ctx.db, {
      level: "info",
      module: "outbox",
      message: `${ctx.user.username} retried outbox message #${message.id}`,
      metadata: { messageId: message.id, by: ctx.user.id },
    });
    return present(message);
  });
