import { removeDependencyInput, taskDependencies } from "@cairn/schema/dependencies";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { deleteDependency } from "./dependencies.repo.js";
import { dependenciesOf } from "./present.js";

/** `DELETE /api/tasks/{taskId}/dependencies/{blockerId}`: the task no longer waits on it. */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/tasks/{taskId}/dependencies/{blockerId}",
      summary: "Take a blocker off a task",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(removeDependencyInput)
  .output(taskDependencies)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteDependency(ctx.db, input.taskId, input.blockerId))) {
      throw appError("NOT_FOUND", `Task ${input.taskId} does not wait on task ${input.blockerId}.`);
    }
    return dependenciesOf(ctx.db, ctx.user, input.taskId);
  });
