import { taskMetrics } from "@cairn/schema/health";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { projectFlowTimes } from "../kpis/report.js";
import { computeTaskMetrics } from "./engine.js";
import { healthTasks } from "./health.repo.js";

/** `GET /api/project-health/tasks/{projectId}`. */
export const tasks = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/project-health/tasks/{projectId}",
      summary: "Task metrics of a project",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(taskMetrics)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const [tasks, flow] = await Promise.all([
      healthTasks(ctx.db, input.projectId),
      projectFlowTimes(ctx.db, input.projectId, now),
    ]);
    return computeTaskMetrics(tasks, now, flow);
  });
