import { projectIdParam } from "@cairn/schema/projects";
import { calendarFeedState } from "@cairn/schema/routines";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { feedState } from "./calendar-feeds.js";

/**
 * Whether the signed-in person has a calendar link to a project's routines. Whoever reads the
 * project may have one (a client follows its meetings too); each person's link is their own.
 */
export const projectFeed = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/calendar-feed",
      summary: "Whether you have a calendar link to the project's routines",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(calendarFeedState)
  .query(({ ctx, input }) => feedState(ctx.db, ctx.user.id, input.projectId));
