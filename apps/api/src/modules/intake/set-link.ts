import { intakeLink, setIntakeLinkInput } from "@cairn/schema/intake";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { newSecretToken } from "../../lib/secret-token.js";
import { withTransaction } from "../../lib/transaction.js";
import { lockProject } from "../projects/projects.repo.js";
import { intakeTokenOf, setIntakeToken } from "./intake.repo.js";

/**
 * Switches the project's public request form on (a new link, unless it is on already) or off
 * (the link ends at once; switched on again, it is a new one, so an old copy of the link no
 * longer reaches the form).
 */
export const setLink = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/projects/{projectId}/intake-link",
      summary: "Switch the project's public request form on or off",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(setIntakeLinkInput)
  .output(intakeLink)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      if (!(await lockProject(trx, input.projectId))) {
        throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      }
      const current = (await intakeTokenOf(trx, input.projectId)) ?? null;
      const token = input.enabled ? (current ?? newSecretToken()) : null;
      if (token !== current) await setIntakeToken(trx, input.projectId, token);
      return { projectId: input.projectId, enabled: token !== null, token };
    }),
  );
