import { labelIdInput } from "@cairn/schema/labels";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { tasksWithLabel } from "../board/board.repo.js";
import { editTask } from "../board/placement.js";
import { lockProject } from "../projects/projects.repo.js";
import { deleteLabel, getLabel } from "./labels.repo.js";

/**
 * Deletes a label, and takes it off every task that carries it in the same transaction. Each
 * task is edited through the board (not a bulk update), so its history says so and the board's
 * followers see its card change.
 */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}/labels/{labelId}",
      summary: "Delete a project's label and take it off its tasks",
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(labelIdInput)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      // The board's own lock (its project row) first, as every task edit takes it: a task
      // given this label meanwhile is either seen below or refused for a label that is gone.
      if (!(await lockProject(trx, input.projectId))) {
        throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      }
      if (!(await getLabel(trx, input.projectId, input.labelId))) {
        throw appError("NOT_FOUND", `Label ${input.labelId} was not found.`);
      }
      const now = ctx.now();
      for (const task of await tasksWithLabel(trx, input.projectId, input.labelId)) {
        const labelIds = task.labelIds.filter((id) => id !== input.labelId);
        await editTask(trx, ctx.user, task.id, { labelIds }, now);
      }
      await deleteLabel(trx, input.labelId);
    }),
  );
