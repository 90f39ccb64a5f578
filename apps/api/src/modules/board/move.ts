import { moveTaskInput, task } from "@cairn/schema/tasks";
import { access, writeTask } from "../../trpc/access.js";
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
  .meta({
    rest: {
      method: "PUT",
      path: "/tasks/{taskId}/move",
      summary: "Move a task to a column and position",
    },
    access: access.staff({ record: writeTask }),
  })
  .input(moveTaskInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    // The event, the activity line and the notification commit with the move, or not at all.
    const moved = await withLockedTask(ctx.db, input.taskId, async (trx, current) => {
      const after = await placeTask(trx, current, input.columnId, input.orderIndex, ctx.now());
      await publishBoardEvent(trx, {
        projectId: after.projectId,
        type: "task.moved",
        taskId: after.id,
        actorId: ctx.user.id,
      });
      await recordTaskChange({ db: trx, user: ctx.user }, current, after, "moved");
      return after;
    });
    if (!moved) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    return moved;
  });
