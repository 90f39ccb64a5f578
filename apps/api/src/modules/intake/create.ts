import { createIntakeInput, intakeRequest } from "@cairn/schema/intake";
import { personName } from "@cairn/schema/users";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { getProject } from "../projects/projects.repo.js";
import { getRequest, insertRequest } from "./intake.repo.js";
import { tellOfNewRequest } from "./notices.js";

/**
 * A request from the project's form in the app (docs/intake.md): anyone on the project asks for
 * work — the client above all; it waits in triage for the consultant, who is told of it.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/intake",
      summary: "Ask the project's team for work: a request that waits in triage",
      status: 201,
    },
    access: access.signedIn({ record: readProject }),
    scope: "projects:write",
  })
  .input(createIntakeInput)
  .output(intakeRequest)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const now = ctx.now();
      const project = await getProject(trx, input.projectId);
      if (!project) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      const id = await insertRequest(trx, {
        projectId: input.projectId,
        title: input.title,
        description: input.description,
        source: "app",
        requesterId: ctx.user.id,
        requesterName: personName(ctx.user),
        requesterEmail: null,
        receiptHash: null,
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
        ctx.user.id,
        now,
      );
      const saved = await getRequest(trx, input.projectId, id);
      if (!saved) throw new Error(`Request ${id} vanished in its own transaction`);
      return saved;
    }),
  );
