import { task, updateTaskStatusInput } from "@cairn/schema/tasks";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { setTaskStatus } from "../board/placement.js";

/**
 * Changes a task's status (docs/product.md §7, `PUT /api/tasks/{taskId}/status`). The task moves to the
 * column of its new status, at the bottom; a task already in that column stays where it is.
 */
export const setStatus = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/tasks/{taskId}/status",
      summary: "Change a task's status (it moves to that column)",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(updateTaskStatusInput)
  .output(task)
  .mutation(({ ctx, input }) =>
    setTaskStatus(ctx.db, ctx.user, input.taskId, input.status, ctx.now()),
  );
