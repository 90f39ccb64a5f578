import { notification, notificationIdParam } from "@cairn/schema/notifications";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { publishUserEvent } from "./notices.repo.js";
import { findNotification, markRead as markOneRead } from "./notifications.repo.js";

/**
 * `POST /api/notifications/{notificationId}/read`. A notification is its recipient's alone:
 * anyone else's id answers 404, as one that does not exist (its existence is not revealed).
 * The change is announced to the person's other tabs, in its transaction.
 */
export const markRead = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/notifications/{notificationId}/read",
      summary: "Mark one of your notifications read",
    },
    access: access.signedIn(),
  })
  .input(notificationIdParam)
  .output(notification)
  .mutation(async ({ ctx, input }) => {
    const userId = ctx.user.id;
    const read = await withTransaction(ctx.db, async (trx) => {
      const marked = await markOneRead(trx, userId, input.notificationId, ctx.now());
      if (marked?.wasUnread) {
        await publishUserEvent(trx, {
          userId,
          type: "notifications.read",
          notificationId: input.notificationId,
        });
      }
      return marked && (await findNotification(trx, userId, input.notificationId));
    });
    if (!read) throw appError("NOT_FOUND", `Notification ${input.notificationId} was not found.`);
    return read;
  });
