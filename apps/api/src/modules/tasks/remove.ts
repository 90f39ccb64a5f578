import { taskIdParam } from "@cairn/schema/tasks";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { removeTask } from "../board/placement.js";

/** Deletes a task and closes the gap it leaves in its column. */
export const remove = authedProcedure
  .meta({
    rest: { method: "DELETE", path: "/tasks/{taskId}", summary: "Delete a task" },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(taskIdParam)
  .mutation(async ({ ctx, input }) => {
    await removeTask(ctx.db, ctx.user, input.taskId, ctx.now());
  });
