import { task, updateTaskInput } from "@cairn/schema/tasks";
import { access, writeTask } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { editTask } from "../board/placement.js";
import { assertAssignee } from "./assignee.js";

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
  .mutation(({ ctx, input }) => {
    const { taskId, ...changes } = input;
    const { assignedTo } = changes;
    return editTask(ctx.db, ctx.user, taskId, changes, ctx.now(), (trx, projectId) =>
      assertAssignee(trx, projectId, assignedTo, ctx.user.role),
    );
  });
