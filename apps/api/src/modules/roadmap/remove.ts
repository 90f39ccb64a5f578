import { milestoneIdInput } from "@cairn/schema/milestones";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { editTask } from "../board/placement.js";
import { deleteMilestone, getMilestone, tasksOfMilestones } from "./roadmap.repo.js";

/**
 * Deletes a milestone; its tasks stay on the board, under no milestone. Each task is taken off
 * it through the board (not left to the foreign key's `set null`), so the board's followers
 * hear of the change.
 */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}/milestones/{milestoneId}",
      summary: "Delete a milestone (its tasks stay on the board)",
    },
    access: access.staff({ record: writeProject }),
    scope: "milestones:write",
  })
  .input(milestoneIdInput)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      if (!(await getMilestone(trx, input.projectId, input.milestoneId))) {
        throw appError("NOT_FOUND", `Milestone ${input.milestoneId} was not found.`);
      }
      const now = ctx.now();
      for (const task of await tasksOfMilestones(trx, [input.milestoneId])) {
        await editTask(trx, ctx.user, task.id, { milestoneId: null }, now);
      }
      await deleteMilestone(trx, input.milestoneId);
    }),
  );
