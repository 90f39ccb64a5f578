import { listNotificationsInput, notification } from "@cairn/schema/notifications";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { pagedList } from "../../lib/paged-list.js";
import { countNotifications, countUnread, listNotifications } from "./notifications.repo.js";

/**
 * `GET /api/notifications`: the caller's own notifications, newest first, paged; `unread=true`
 * keeps the unread ones. The body stays a bare array: the number matching before paging is in
 * `X-Total-Count`, the number unread in `X-Unread-Count`.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/notifications",
      summary:
        "Your notifications, newest first; unread=true for the unread only; paged (X-Total-Count, Link, X-Unread-Count)",
    },
    access: access.signedIn(),
  })
  .input(listNotificationsInput)
  .output(z.array(notification))
  .query(async ({ ctx, input }) => {
    const plans = reachablePlans(ctx.user, ctx.token !== undefined);
    const filter = { unread: input.unread, plans };
    const [rows, unread] = await Promise.all([
      pagedList(
        ctx,
        input,
        listNotifications(ctx.db, ctx.user.id, {
          ...filter,
          limit: input.limit,
          offset: input.offset,
        }),
        () => countNotifications(ctx.db, ctx.user.id, filter),
      ),
      countUnread(ctx.db, ctx.user.id, plans),
    ]);
    ctx.reply.header("x-unread-count", String(unread));
    return rows;
  });
