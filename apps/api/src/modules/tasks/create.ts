import { statusForColumn } from "@cairn/schema/task-status";
import { createTaskInput, task } from "@cairn/schema/tasks";
import { withTransaction } from "../../lib/transaction.js";
import { access, writeProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { columnTaskIds, lockProject } from "../board/board.repo.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { assertAssignee } from "./assignee.js";
import { insertTask } from "./tasks.repo.js";

/** A new task at the bottom of its column, with that column's status. */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks",
      summary: "Add a task at the bottom of a column",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
  })
  .input(createTaskInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    await assertAssignee(ctx.db, input.projectId, input.assignedTo, ctx.user.role);
    const now = ctx.now();
    const status = statusForColumn(input.columnId);
    const created = await withTransaction(ctx.db, async (trx) => {
      await lockProject(trx, input.projectId);
      const position = (await columnTaskIds(trx, input.projectId, input.columnId)).length;
      const inserted = await insertTask(trx, {
        projectId: input.projectId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        assignedTo: input.assignedTo ?? null,
        dueDate: input.dueDate ?? null,
        columnId: input.columnId,
        orderIndex: position,
        status,
        completedAt: status === "completed" ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await publishBoardEvent(trx, {
        projectId: inserted.projectId,
        type: "task.created",
        taskId: inserted.id,
        actorId: ctx.user.id,
      });
      return inserted;
    });
    return created;
  });
