import { task, updateTaskPriorityInput } from "@cairn/schema/tasks";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { editTask } from "../board/placement.js";

/** Sets a task's priority and, when given, its AI priority score (the Accept of docs/product.md §2.18). */
export const setPriority = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/tasks/{taskId}/priority",
      summary: "Set a task's priority and AI score",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(updateTaskPriorityInput)
  .output(task)
  .mutation(({ ctx, input }) =>
    editTask(
      ctx.db,
      ctx.user,
      input.taskId,
      {
        priority: input.priority,
        ...(input.aiPriorityScore === undefined ? {} : { aiPriorityScore: input.aiPriorityScore }),
      },
      ctx.now(),
    ),
  );
