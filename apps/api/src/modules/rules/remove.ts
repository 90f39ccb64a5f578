import { ruleIdInput } from "@cairn/schema/rules";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { deleteRule } from "./rules.repo.js";

/** Deletes a rule and its runs' audit; what it did to tasks stays (each change in their history). */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}/rules/{ruleId}",
      summary: "Delete a rule (what it did to tasks stays in their history)",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(ruleIdInput)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteRule(ctx.db, input.projectId, input.ruleId))) {
      throw appError("NOT_FOUND", `Rule ${input.ruleId} was not found.`);
    }
  });
