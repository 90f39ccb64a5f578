import { createTaskInput, task } from "@cairn/schema/tasks";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { addTask } from "../board/placement.js";
import { assertAssignee } from "./assignee.js";
import { assertProjectLabels } from "./labels-check.js";

/**
 * A new task at the bottom of its column, with that column's status; its history starts with
 * `created`, and an assignee is notified.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks",
      summary: "Add a task at the bottom of a column",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(createTaskInput)
  .output(task)
  .mutation(async ({ ctx, input }) => {
    await assertAssignee(ctx.db, input.projectId, input.assignedTo, ctx.user.role);
    return addTask(ctx.db, ctx.user, input, ctx.now(), (trx) =>
      assertProjectLabels(trx, input.projectId, input.labelIds),
    );
  });
