import { projectIdParam } from "@cairn/schema/projects";
import { calendarFeedLink } from "@cairn/schema/routines";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { makeFeed } from "./calendar-feeds.js";

/** A new calendar link to a project's routines, shown this once; the one before stops working. */
export const makeProjectFeed = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/calendar-feed",
      summary: "A new calendar (.ics) link to the project's routines; the one before stops working",
      status: 201,
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(calendarFeedLink)
  .mutation(({ ctx, input }) =>
    makeFeed(ctx.db, ctx.req, { userId: ctx.user.id, projectId: input.projectId }, ctx.now()),
  );
