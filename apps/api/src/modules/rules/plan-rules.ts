/**
 * The ready-made rules of a plan's processes (docs/rules.md, "Rules a plan sets up"): each
 * process a rule runs (wizard/knowledge/rule-presets.ts) gets its rule once per project, enabled,
 * acting for `createdBy` (the consultant, on conversion). A rule the consultant deleted is made
 * again only when asked (POST …/plan-processes/routines).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { rulePresetOf } from "../wizard/knowledge/rule-presets.js";
import { readyTheFlag } from "./make-rule.js";
import { PRESET_RULES } from "./presets.js";
import { insertRule, rulesByProcess } from "./rules.repo.js";

export async function setUpPlanRules(
  db: Kysely<Database>,
  projectId: number,
  processIds: readonly string[],
  createdBy: number,
  now: Date,
): Promise<number> {
  const existing = await rulesByProcess(db, projectId);
  let made = 0;
  for (const processId of processIds) {
    const preset = rulePresetOf(processId);
    if (!preset || existing.has(processId)) continue;
    await readyTheFlag(db, projectId, PRESET_RULES[preset].actions, now);
    const id = await insertRule(db, {
      ...PRESET_RULES[preset],
      enabled: true,
      preset,
      processId,
      projectId,
      createdBy,
      now,
    });
    if (id !== undefined) made++;
  }
  return made;
}
