import { columnForStatus } from "@cairn/schema/task-status";
import { task, updateTaskStatusInput } from "@cairn/schema/tasks";
import { access, writeTask } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { placeTask, withLockedTask } from "../board/board.repo.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { recordTaskChange } from "./task-activity.js";

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
  })
  .input(updateTaskStatusInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    const updated = await withLockedTask(ctx.db, input.taskId, async (trx, current) => {
      const column = columnForStatus(input.status, current.columnId);
      const index = column === current.columnId ? current.orderIndex : Number.MAX_SAFE_INTEGER;
      const after = await placeTask(trx, current, column, index, ctx.now());
      await publishBoardEvent(trx, {
        projectId: after.projectId,
        type: "task.moved",
        taskId: after.id,
        actorId: ctx.user.id,
      });
      await recordTaskChange({ db: trx, user: ctx.user }, current, after, "status");
      return after;
    });
    if (!updated) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    return updated;
  });
