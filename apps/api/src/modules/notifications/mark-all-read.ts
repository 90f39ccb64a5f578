import { markAllReadResult } from "@cairn/schema/notifications";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { withTransaction } from "../../lib/transaction.js";
import { publishUserEvent } from "./notices.repo.js";
import { markAllRead as markEveryRead } from "./notifications.repo.js";

/** `POST /api/notifications/read-all`: every unread notification of the caller, read. */
export const markAllRead = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/notifications/read-all",
      summary: "Mark all your notifications read",
    },
    access: access.signedIn(),
  })
  .output(markAllReadResult)
  .mutation(({ ctx }) =>
    withTransaction(ctx.db, async (trx) => {
      const marked = await markEveryRead(trx, ctx.user.id, ctx.now());
      if (marked > 0) {
        await publishUserEvent(trx, {
          userId: ctx.user.id,
          type: "notifications.read",
          notificationId: null,
        });
      }
      return { marked };
    }),
  );
