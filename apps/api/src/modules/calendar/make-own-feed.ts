import { calendarFeedLink } from "@cairn/schema/routines";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { makeFeed } from "./calendar-feeds.js";

/** A new calendar link to one's own routines across projects; the one before stops working. */
export const makeOwnFeed = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/calendar-feed",
      summary:
        "A new calendar (.ics) link to your routines across projects; the one before stops working",
      status: 201,
    },
    access: access.signedIn(),
  })
  .output(calendarFeedLink)
  .mutation(({ ctx }) =>
    makeFeed(ctx.db, ctx.req, { userId: ctx.user.id, projectId: null }, ctx.now()),
  );
