import { projectMilestonesInput, roadmap } from "@cairn/schema/milestones";
import { PLAN_LIMITS } from "@cairn/schema/plan-limits";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getProjectRoadmapFacts, listMilestoneProgress, listRoadmapTasks } from "./roadmap.repo.js";

/**
 * Everything the Roadmap tab draws in one answer: the milestones with their progress, each
 * with its tasks (by due date), the day the roadmap counts from and the plan's length.
 */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/roadmap",
      summary: "A project's roadmap: its milestones with their progress and their tasks",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectMilestonesInput)
  .output(roadmap)
  .query(async ({ ctx, input }) => {
    const project = await getProjectRoadmapFacts(ctx.db, input.projectId);
    if (!project) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    const today = ctx.now().toISOString().slice(0, 10);
    const [milestones, tasks] = await Promise.all([
      listMilestoneProgress(ctx.db, input.projectId, today),
      listRoadmapTasks(ctx.db, input.projectId),
    ]);
    return {
      projectId: input.projectId,
      startDate: project.startDate,
      roadmapDays: PLAN_LIMITS[project.planType].roadmapDays,
      today,
      milestones: milestones.map((milestone) => ({
        ...milestone,
        tasks: tasks
          .filter((task) => task.milestoneId === milestone.id)
          .map(({ milestoneId: _, ...task }) => task),
      })),
    };
  });
