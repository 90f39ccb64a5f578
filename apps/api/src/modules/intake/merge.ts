import { intakeDecision, mergeIntakeInput } from "@cairn/schema/intake";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getTask } from "../board/board.repo.js";
import { decide } from "./decide.js";

/**
 * Merges a request into a task of the project that already covers it (docs/intake.md): the
 * request names the task, and its requester hears which.
 */
export const merge = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/intake/{requestId}/merge",
      summary: "Merge a request into a task that already covers it",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(mergeIntakeInput)
  .output(intakeDecision)
  .mutation(({ ctx, input }) =>
    decide(ctx.db, ctx.user.id, input, ctx.now(), async (trx) => {
      const task = await getTask(trx, input.taskId);
      if (!task || task.projectId !== input.projectId) {
        throw appError("BAD_REQUEST", "taskId: choose a task of this project");
      }
      return { status: "merged", task, reason: null };
    }),
  );
