import { intakeReceipt, submitIntakeInput } from "@cairn/schema/intake";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { hashSecretToken, isSecretToken, newSecretToken } from "../../lib/secret-token.js";
import { withTransaction } from "../../lib/transaction.js";
import { formClosed } from "./form.js";
import { insertRequest, projectByIntakeToken } from "./intake.repo.js";
import { tellOfNewRequest } from "./notices.js";
import { enforceIntakeLimit } from "./submit-limit.js";

/**
 * A request sent through a project's public form (docs/intake.md): rate-limited per network; it
 * waits in triage like any other. Its sender gets a receipt, the private link of a page that
 * shows the request's status and, if declined, why (only its hash is kept). Nothing is e-mailed
 * to the address given: nobody has verified it.
 */
export const submit = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/intake-forms/{token}/requests",
      summary: "Send a request through a project's public form",
      status: 201,
    },
    access: access.anyone(),
    scope: "projects:write",
  })
  .input(submitIntakeInput)
  .output(intakeReceipt)
  .mutation(async ({ ctx, input }) => {
    await enforceIntakeLimit(ctx);
    const now = ctx.now();
    return withTransaction(ctx.db, async (trx) => {
      const project = isSecretToken(input.token)
        ? await projectByIntakeToken(trx, input.token)
        : undefined;
      if (!project) throw formClosed();
      const receipt = newSecretToken();
      await insertRequest(trx, {
        projectId: project.id,
        title: input.title,
        description: input.description,
        source: "link",
        requesterId: null,
        requesterName: input.name,
        requesterEmail: input.email,
        receiptHash: hashSecretToken(receipt),
        createdAt: now.toISOString(),
      });
      await tellOfNewRequest(
        trx,
        {
          projectId: project.id,
          projectName: project.name,
          consultantId: project.consultantId,
          title: input.title,
        },
        null,
        now,
      );
      return { receipt };
    });
  });
