import { moveTaskInput, task } from "@cairn/schema/tasks";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { recordTaskChange } from "../tasks/task-activity.js";
import { placeTask, withLockedTask } from "./board.repo.js";
import { publishBoardEvent } from "./event-hub.js";

/**
 * Moves a task to a column and position in one transaction: both columns are renumbered
 * without gaps, and the task takes its new column's status.
 */
export const move = authedProcedure
  .input(moveTaskInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    const change = await withLockedTask(ctx.db, input.taskId, async (trx, current) => ({
      before: current,
      after: await placeTask(trx, current, input.columnId, input.orderIndex, ctx.now()),
    }));
    if (!change) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    const moved = change.after;
    await publishBoardEvent(ctx.db, {
      projectId: moved.projectId,
      type: "task.moved",
      taskId: moved.id,
      actorId: ctx.user.id,
    });
    await recordTaskChange(ctx, change.before, moved, "moved");
    return moved;
  });
