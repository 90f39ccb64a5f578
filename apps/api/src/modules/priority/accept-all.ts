import { appliedPriorities, applyPrioritiesInput } from "@cairn/schema/priority";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { editTask } from "../board/placement.js";

/**
 * "Accept all" of the AI Priority tab: sets several tasks' priorities (and AI scores) of one
 * project in one transaction, each as `PATCH /api/tasks/{taskId}/priority` would (history,
 * webhooks, live board). A task of another project is 404 and nothing is changed.
 */
export const acceptAll = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/ai-task-priority/accept-all/{projectId}",
      summary: "Set several tasks' priorities at once (Accept all)",
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(applyPrioritiesInput)
  .output(appliedPriorities)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const tasks = [];
      for (const change of input.changes) {
        tasks.push(
          await editTask(
            trx,
            ctx.user,
            change.taskId,
            {
              priority: change.priority,
              ...(change.aiPriorityScore === undefined
                ? {}
                : { aiPriorityScore: change.aiPriorityScore }),
            },
            ctx.now(),
            async (_trx, projectId) => {
              if (projectId !== input.projectId) {
                throw appError(
                  "NOT_FOUND",
                  `Task ${change.taskId} was not found in project ${input.projectId}.`,
                );
              }
            },
          ),
        );
      }
      return { tasks };
    }),
  );
