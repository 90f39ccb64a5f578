import { task, updateTaskPriorityInput } from "@cairn/schema/tasks";
import { withTransaction } from "../../lib/transaction.js";
import { access, writeTask } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { updateTaskFields } from "./tasks.repo.js";

/** Sets a task's priority and, when given, its AI priority score (the Accept of docs/product.md §2.18). */
export const setPriority = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/tasks/{taskId}/priority",
      summary: "Set a task's priority and AI score",
    },
    access: access.staff({ record: writeTask }),
  })
  .input(updateTaskPriorityInput)
  .output(task)
  .mutation(({ ctx, input }) =>
    // The change and its board event commit together.
    withTransaction(ctx.db, async (trx) => {
      const updated = await updateTaskFields(
        trx,
        input.taskId,
        {
          priority: input.priority,
          ...(input.aiPriorityScore === undefined
            ? {}
            : { aiPriorityScore: input.aiPriorityScore }),
        },
        ctx.now(),
      );
      if (!updated) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
      await publishBoardEvent(trx, {
        projectId: updated.projectId,
        type: "task.updated",
        taskId: updated.id,
        actorId: ctx.user.id,
      });
      return updated;
    }),
  );
