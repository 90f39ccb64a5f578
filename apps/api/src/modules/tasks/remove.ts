import { taskIdParam } from "@cairn/schema/tasks";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { renumber, withLockedTask } from "../board/board.repo.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { columnTaskIds } from "./tasks.repo.js";

/** Deletes a task and closes the gap it leaves in its column. */
export const remove = authedProcedure.input(taskIdParam).mutation(async ({ ctx, input }) => {
  const removed = await withLockedTask(ctx.db, input.taskId, async (trx, current) => {
    await trx.deleteFrom("tasks").where("id", "=", current.id).execute();
    await renumber(trx, await columnTaskIds(trx, current.projectId, current.columnId));
    return current;
  });
  if (!removed) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
  await publishBoardEvent(ctx.db, {
    projectId: removed.projectId,
    type: "task.deleted",
    taskId: removed.id,
    actorId: ctx.user.id,
  });
});
