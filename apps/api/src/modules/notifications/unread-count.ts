import { unreadCount as unreadCountOutput } from "@cairn/schema/notifications";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { countUnread } from "./notifications.repo.js";

/** `GET /api/notifications/unread-count`: what the bell shows. */
export const unreadCount = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/notifications/unread-count",
      summary: "How many of your notifications are unread",
    },
    access: access.signedIn(),
    etag: true,
  })
  .output(unreadCountOutput)
  .query(async ({ ctx }) => ({
    unread: await countUnread(
      ctx.db,
      ctx.user.id,
      reachablePlans(ctx.user, ctx.token !== undefined),
    ),
  }));
