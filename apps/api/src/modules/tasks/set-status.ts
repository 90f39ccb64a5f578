import { columnForStatus } from "@cairn/schema/task-status";
import { task, updateTaskStatusInput } from "@cairn/schema/tasks";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { placeTask, withLockedTask } from "../board/board.repo.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { recordTaskChange } from "./task-activity.js";

/**
 * Changes a task's status (spec §7, `PUT /api/tasks/{taskId}/status`). The task moves to the
 * column of its new status, at the bottom; a task already in that column stays where it is.
 */
export const setStatus = authedProcedure
  .input(updateTaskStatusInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    const change = await withLockedTask(ctx.db, input.taskId, async (trx, current) => {
      const column = columnForStatus(input.status, current.columnId);
      const index = column === current.columnId ? current.orderIndex : Number.MAX_SAFE_INTEGER;
      return { before: current, after: await placeTask(trx, current, column, index, ctx.now()) };
    });
    if (!change) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    const updated = change.after;
    await publishBoardEvent(ctx.db, {
      projectId: updated.projectId,
      type: "task.moved",
      taskId: updated.id,
      actorId: ctx.user.id,
    });
    await recordTaskChange(ctx, change.before, updated, "status");
    return updated;
  });
