import { intakeDecision, intakeRequestParam } from "@cairn/schema/intake";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listColumns } from "../board/board.repo.js";
import { addTask } from "../board/placement.js";
import { decide } from "./decide.js";
import { getRequest } from "./intake.repo.js";

/**
 * Accepts a request (docs/intake.md): it becomes a task at the bottom of the board's first
 * column, through the board (history, notices and webhooks as for any new task), with the
 * request's words and who asked.
 */
export const accept = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/intake/{requestId}/accept",
      summary: "Accept a request: it becomes a task on the board",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(intakeRequestParam)
  .output(intakeDecision)
  .mutation(({ ctx, input }) => {
    const now = ctx.now();
    return decide(ctx.db, ctx.user.id, input, now, async (trx) => {
      const request = await getRequest(trx, input.projectId, input.requestId);
      const [first] = await listColumns(trx, input.projectId);
      if (!request || !first) throw new Error(`Request ${input.requestId} has no board to go to`);
      const asked = `Requested by ${request.requesterName} through the project's intake.`;
      const task = await addTask(
        trx,
        ctx.user,
        {
          projectId: input.projectId,
          title: request.title,
          description: request.description ? `${request.description}\n\n${asked}` : asked,
          priority: "medium",
          columnId: first.key,
        },
        now,
      );
      return { status: "accepted", task, reason: null };
    });
  });
