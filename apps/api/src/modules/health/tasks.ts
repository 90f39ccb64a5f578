import { taskMetrics } from "@cairn/schema/health";
import { projectIdParam } from "@cairn/schema/projects";
import { authedProcedure } from "../../trpc/procedures.js";
import { computeTaskMetrics } from "./engine.js";
import { healthTasks } from "./health.repo.js";

/** `GET /api/project-health/tasks/{projectId}`. */
export const tasks = authedProcedure
  .input(projectIdParam)
  .output(taskMetrics)
  .query(async ({ ctx, input }) =>
    computeTaskMetrics(await healthTasks(ctx.db, input.projectId), ctx.now()),
  );
