import { calendarFeedState } from "@cairn/schema/routines";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { feedState } from "./calendar-feeds.js";

/**
 * Whether the signed-in person has a calendar link to their own routines: those of the projects
 * they consult on or are the client of, and those given to them, in one calendar.
 */
export const ownFeed = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/calendar-feed",
      summary: "Whether you have a calendar link to your routines",
    },
    access: access.signedIn(),
  })
  .output(calendarFeedState)
  .query(({ ctx }) => feedState(ctx.db, ctx.user.id, null));
