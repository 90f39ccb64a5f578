import { task, updateTaskInput } from "@cairn/schema/tasks";
import { withTransaction } from "../../lib/transaction.js";
import { access, writeTask } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { assertAssignee } from "./assignee.js";
import { taskProjectId, updateTaskFields } from "./tasks.repo.js";

/** Edits a task's title, description, priority, assignee or due date. */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/tasks/{taskId}",
      summary: "Edit a task's title, description, priority, assignee or due date",
    },
    access: access.staff({ record: writeTask }),
  })
  .input(updateTaskInput)
  .output(task)
  .mutation(({ ctx, input }) =>
    // The change and its board event commit together.
    withTransaction(ctx.db, async (trx) => {
      const { taskId, ...changes } = input;
      if (changes.assignedTo !== undefined && changes.assignedTo !== null) {
        const projectId = await taskProjectId(trx, taskId);
        if (projectId === undefined) throw appError("NOT_FOUND", `Task ${taskId} was not found.`);
        await assertAssignee(trx, projectId, changes.assignedTo, ctx.user.role);
      }
      const updated = await updateTaskFields(trx, taskId, changes, ctx.now());
      if (!updated) throw appError("NOT_FOUND", `Task ${taskId} was not found.`);
      await publishBoardEvent(trx, {
        projectId: updated.projectId,
        type: "task.updated",
        taskId: updated.id,
        actorId: ctx.user.id,
      });
      return updated;
    }),
  );
