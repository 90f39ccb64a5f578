import { milestoneProgress, projectMilestonesInput } from "@cairn/schema/milestones";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getProjectRoadmapFacts, listMilestoneProgress } from "./roadmap.repo.js";

/**
 * A project's milestones in roadmap order, each with its tasks done of total, the percentage
 * and whether it is late (due before today, UTC, with a task not done). Its client reads them.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/milestones",
      summary: "A project's milestones with their progress and whether each is late",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectMilestonesInput)
  .output(z.array(milestoneProgress))
  .query(async ({ ctx, input }) => {
    if (!(await getProjectRoadmapFacts(ctx.db, input.projectId))) {
      throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    }
    return listMilestoneProgress(ctx.db, input.projectId, ctx.now().toISOString().slice(0, 10));
  });
