import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { revokeFeed } from "./calendar-feeds.js";

/** Revokes the signed-in person's calendar link to a project's routines. */
export const revokeProjectFeed = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}/calendar-feed",
      summary: "Revoke your calendar link to the project's routines",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .mutation(async ({ ctx, input }) => {
    if (!(await revokeFeed(ctx.db, ctx.user.id, input.projectId))) {
      throw appError("NOT_FOUND", "You have no calendar link to this project.");
    }
  });
