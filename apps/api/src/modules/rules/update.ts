import {
  rule,
  ruleAction,
  ruleConditions,
  ruleTrigger,
  updateRuleInput,
} from "@cairn/schema/rules";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { assertRuleParts, assertRuleShape } from "./checks.js";
import { readyTheFlag } from "./make-rule.js";
import { getRule, storedJson, updateRule } from "./rules.repo.js";
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
      const saved = await getRule(trx, projectId, ruleId);
      if (!saved) throw appError("NOT_FOUND", `Rule ${ruleId} was not found.`);
      // The parts left out stay: the rule they make with the changed ones must agree.
      assertRuleShape({
        trigger: changes.trigger ?? ruleTrigger.parse(storedJson(saved.trigger)),
        conditions: changes.conditions ?? ruleConditions.parse(storedJson(saved.conditions)),
        actions: changes.actions ?? z.array(ruleAction).parse(storedJson(saved.actions)),
      });
      await assertRuleParts(trx, projectId, changes, ctx.user.role);
      await readyTheFlag(trx, projectId, changes.actions, ctx.now());
      if (!(await updateRule(trx, projectId, ruleId, changes, ctx.now()))) {
        throw appError("NOT_FOUND", `Rule ${ruleId} was not found.`);
      }
      return savedRule(trx, projectId, ruleId);
    }),
  );
