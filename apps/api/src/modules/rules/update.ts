import { rule, updateRuleInput } from "@cairn/schema/rules";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { assertRuleParts } from "./checks.js";
import { readyTheFlag } from "./make-rule.js";
import { updateRule } from "./rules.repo.js";
import { savedRule } from "./saved-rule.js";

/** Changes some of a rule's parts, or switches it off or on. Runs already made stay as they were. */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/projects/{projectId}/rules/{ruleId}",
      summary: "Change a rule, or switch it off or on",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(updateRuleInput)
  .output(rule)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, ruleId, ...changes } = input;
      await assertRuleParts(trx, projectId, changes, ctx.user.role);
      await readyTheFlag(trx, projectId, changes.actions, ctx.now());
      if (!(await updateRule(trx, projectId, ruleId, changes, ctx.now()))) {
        throw appError("NOT_FOUND", `Rule ${ruleId} was not found.`);
      }
      return savedRule(trx, projectId, ruleId);
    }),
  );
