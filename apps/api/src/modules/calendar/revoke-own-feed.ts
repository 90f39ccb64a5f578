import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { revokeFeed } from "./calendar-feeds.js";

/** Revokes the signed-in person's calendar link to their own routines. */
export const revokeOwnFeed = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/calendar-feed",
      summary: "Revoke your calendar link to your routines",
    },
    access: access.signedIn(),
  })
  .mutation(async ({ ctx }) => {
    if (!(await revokeFeed(ctx.db, ctx.user.id, null))) {
      throw appError("NOT_FOUND", "You have no calendar link to your routines.");
    }
  });
