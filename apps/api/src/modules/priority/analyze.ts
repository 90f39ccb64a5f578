import { analyzePrioritiesInput, priorityAnalysis } from "@cairn/schema/priority";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getProject } from "../projects/projects.repo.js";
import { listTasks } from "../tasks/tasks.repo.js";
import { analyzePriorities } from "./engine.js";

/**
 * `POST /api/ai-task-priority/analyze/{projectId}`. The contract's client sends its task list; it
 * is accepted but never trusted: the engine reads the project's tasks from the database.
 */
export const analyze = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/ai-task-priority/analyze/{projectId}",
      summary: "Priority recommendations and insights",
    },
    access: access.staff({ record: readProject }),
    scope: "tasks:write",
  })
  .input(analyzePrioritiesInput)
  .output(priorityAnalysis)
  .mutation(async ({ ctx, input }) => {
    const project = await getProject(ctx.db, input.projectId);
    if (!project) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    const tasks = await listTasks(ctx.db, { projectId: project.id });
    return analyzePriorities(tasks, { planType: project.planType, now: ctx.now() });
  });
