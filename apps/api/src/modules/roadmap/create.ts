import { createMilestoneInput, milestone } from "@cairn/schema/milestones";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { lockProject } from "../projects/projects.repo.js";
import { insertMilestones, nextPosition } from "./roadmap.repo.js";

/**
 * Adds a milestone by hand, after the project's others. Its dates are free: the plan's roadmap
 * length shapes the roadmap laid out from a plan, not what the consultant adds later.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/milestones",
      summary: "Add a milestone to a project's roadmap",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "milestones:write",
  })
  .input(createMilestoneInput)
  .output(milestone)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      // One at a time per project, so two new milestones cannot take the same position.
      if (!(await lockProject(trx, input.projectId))) {
        throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      }
      const now = ctx.now();
      const [created] = await insertMilestones(trx, [
        {
          projectId: input.projectId,
          title: input.title,
          description: input.description,
          startDate: input.startDate,
          dueDate: input.dueDate,
          position: await nextPosition(trx, input.projectId),
          createdAt: now,
          updatedAt: now,
        },
      ]);
      if (!created) throw new Error("The milestone was not inserted");
      return created;
    }),
  );
