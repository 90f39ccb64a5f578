import { taskIdParam } from "@cairn/schema/tasks";
import { access, writeTask } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { columnTaskIds, renumber, withLockedTask } from "../board/board.repo.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { deleteTask } from "./tasks.repo.js";

/** Deletes a task and closes the gap it leaves in its column. */
export const remove = authedProcedure
  .meta({
    rest: { method: "DELETE", path: "/tasks/{taskId}", summary: "Delete a task" },
    access: access.staff({ record: writeTask }),
  })
  .input(taskIdParam)
  .mutation(async ({ ctx, input }) => {
    const removed = await withLockedTask(ctx.db, input.taskId, async (trx, current) => {
      await deleteTask(trx, current.id);
      await renumber(trx, await columnTaskIds(trx, current.projectId, current.columnId));
      await publishBoardEvent(trx, {
        projectId: current.projectId,
        type: "task.deleted",
        taskId: current.id,
        actorId: ctx.user.id,
      });
      return current;
    });
    if (!removed) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
  });
