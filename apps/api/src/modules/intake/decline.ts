import { declineIntakeInput, intakeDecision } from "@cairn/schema/intake";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { decide } from "./decide.js";

/** Declines a request with a reason its requester sees (docs/intake.md). */
export const decline = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/intake/{requestId}/decline",
      summary: "Decline a request, with a reason its requester sees",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(declineIntakeInput)
  .output(intakeDecision)
  .mutation(({ ctx, input }) =>
    decide(ctx.db, ctx.user.id, input, ctx.now(), async () => ({
      status: "declined",
      task: null,
      reason: input.reason,
    })),
  );
