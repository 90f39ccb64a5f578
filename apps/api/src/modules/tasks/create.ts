import { createTaskInput, task } from "@cairn/schema/tasks";
import { access, writeProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { addTaskToBoard } from "./add-task.js";
import { assertAssignee } from "./assignee.js";

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
    return addTaskToBoard(
      ctx.db,
      {
        projectId: input.projectId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        assignedTo: input.assignedTo ?? null,
        dueDate: input.dueDate ?? null,
        columnId: input.columnId,
      },
      ctx.user.id,
      ctx.now(),
    );
  });
