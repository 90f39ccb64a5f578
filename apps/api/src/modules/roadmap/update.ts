import { isDateInRange } from "@cairn/schema/common";
import { milestone, updateMilestoneInput } from "@cairn/schema/milestones";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { editTask } from "../board/placement.js";
import { addDays, daysBetween } from "./engine.js";
import { lockMilestones, tasksOfMilestones, updateMilestone } from "./roadmap.repo.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Edits a milestone's title, description or dates (the due date on or after the start). With
 * `shiftFollowing`, every milestone after it in roadmap order moves by as many days as its due
 * date moved, and so do the due dates of their tasks (through the board, so its followers see
 * them); the edited milestone's own tasks keep their dates. Dates are free after the roadmap is
 * laid out: the plan's length shapes the layout only.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/projects/{projectId}/milestones/{milestoneId}",
      summary: "Edit a milestone; optionally shift the following milestones by as many days",
    },
    access: access.staff({ record: writeProject }),
    scope: "milestones:write",
  })
  .input(updateMilestoneInput)
  .output(milestone)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, milestoneId, shiftFollowing, ...changes } = input;
      // Locked in roadmap order: "the following ones" are decided before anything moves.
      const milestones = await lockMilestones(trx, projectId);
      const index = milestones.findIndex((candidate) => candidate.id === milestoneId);
      const current = milestones[index];
      if (!current) throw appError("NOT_FOUND", `Milestone ${milestoneId} was not found.`);
      const startDate = changes.startDate ?? current.startDate;
      const dueDate = changes.dueDate ?? current.dueDate;
      if (dueDate < startDate) {
        throw appError("BAD_REQUEST", `dueDate: must be on or after the start date (${startDate})`);
      }
      const now = ctx.now();
      const updated = await updateMilestone(trx, milestoneId, changes, now);
      const shift = shiftFollowing ? daysBetween(current.dueDate, dueDate) : 0;
      if (shift === 0) return updated;

      const following = milestones.slice(index + 1);
      const moved = following.map((next) => ({
        id: next.id,
        startDate: addDays(next.startDate, shift),
        dueDate: addDays(next.dueDate, shift),
      }));
      const tasks = (
        await tasksOfMilestones(
          trx,
          following.map((next) => next.id),
        )
      ).flatMap((task) =>
        task.dueDate === null
          ? []
          : [
              {
                id: task.id,
                dueDate: new Date(Date.parse(task.dueDate) + shift * DAY_MS).toISOString(),
              },
            ],
      );
      const dates = [
        ...moved.flatMap((next) => [next.startDate, next.dueDate]),
        ...tasks.map((task) => task.dueDate),
      ];
      if (!dates.every(isDateInRange)) {
        throw appError(
          "BAD_REQUEST",
          "shiftFollowing: the following milestones and their tasks would leave the years 1900 to 9999",
        );
      }
      for (const next of moved) {
        await updateMilestone(
          trx,
          next.id,
          { startDate: next.startDate, dueDate: next.dueDate },
          now,
        );
      }
      for (const task of tasks) {
        await editTask(trx, ctx.user, task.id, { dueDate: task.dueDate }, now);
      }
      return updated;
    }),
  );
