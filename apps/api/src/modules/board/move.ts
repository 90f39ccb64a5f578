import { moveTaskInput, task } from "@cairn/schema/tasks";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { moveTask } from "./placement.js";

/**
 * Moves a task to a column and position in one transaction: both columns are renumbered
 * without gaps, and the task takes its new column's status (placement.ts).
 */
export const move = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/tasks/{taskId}/move",
      summary: "Move a task to a column and position",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(moveTaskInput)
  .output(task)
  .mutation(({ ctx, input }) =>
    moveTask(
      ctx.db,
      ctx.user,
      input.taskId,
      { columnId: input.columnId, index: input.orderIndex },
      ctx.now(),
    ),
  );
