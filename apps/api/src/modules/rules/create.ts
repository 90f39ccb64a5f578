import { createRuleInput, MAX_RULES_PER_PROJECT, rule } from "@cairn/schema/rules";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { withTransaction } from "../../lib/transaction.js";
import { assertRuleParts } from "./checks.js";
import { makeRule } from "./make-rule.js";
import { savedRule } from "./saved-rule.js";

/** A new rule. It acts on what happens from now on: nothing of the past starts it. */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/rules",
      summary: `Add a rule to a project (at most ${MAX_RULES_PER_PROJECT})`,
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(createRuleInput)
  .output(rule)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const { projectId, ...fields } = input;
      await assertRuleParts(trx, projectId, fields, ctx.user.role);
      const id = await makeRule(
        trx,
        projectId,
        { ...fields, preset: null, processId: null },
        {
          createdBy: ctx.user.id,
          now: ctx.now(),
        },
      );
      return savedRule(trx, projectId, id);
    }),
  );
