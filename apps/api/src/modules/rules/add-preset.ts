import { createPresetRuleInput, rule } from "@cairn/schema/rules";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { withTransaction } from "../../lib/transaction.js";
import { makeRule } from "./make-rule.js";
import { PRESET_RULES } from "./presets.js";
import { savedRule } from "./saved-rule.js";

/** Adds a ready-made rule (docs/rules.md, "Ready-made rules"), enabled, to change at will. */
export const addPreset = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/rules/presets",
      summary: "Add a ready-made rule: early warning, WIP limit exceeded, or done needs review",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(createPresetRuleInput)
  .output(rule)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const preset = PRESET_RULES[input.preset];
      const id = await makeRule(
        trx,
        input.projectId,
        { ...preset, enabled: true, preset: input.preset, processId: null },
        { createdBy: ctx.user.id, now: ctx.now() },
      );
      return savedRule(trx, input.projectId, id);
    }),
  );
