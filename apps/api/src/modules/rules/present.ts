/** A rule's and a run's rows as the API answers them (@cairn/schema/rules). */
import {
  RULE_PRESETS,
  type Rule,
  type RuleRun,
  ruleAction,
  ruleConditions,
  ruleTrigger,
} from "@cairn/schema/rules";
import { z } from "zod";
import { describeRule, type Names } from "./describe.js";
import { type RuleRow, storedJson } from "./rules.repo.js";

const actions = z.array(ruleAction);
const lines = z.array(z.string());

/** The rule's parts as stored (validated when written, parsed again when read). */
export function partsOf(row: Pick<RuleRow, "trigger" | "conditions" | "actions">) {
  return {
    trigger: ruleTrigger.parse(storedJson(row.trigger)),
    conditions: ruleConditions.parse(storedJson(row.conditions)),
    actions: actions.parse(storedJson(row.actions)),
  };
}

export function toRule(row: RuleRow, names: Names): Rule {
  const parts = partsOf(row);
  const preset = RULE_PRESETS.find((name) => name === row.preset) ?? null;
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    ...parts,
    enabled: row.enabled,
    preset,
    processId: row.processId,
    summary: describeRule(parts, names),
    lastRunAt: row.lastRunAt,
    runCount: row.runCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toRun(row: Omit<RuleRun, "lines"> & { lines: unknown }): RuleRun {
  return { ...row, lines: lines.parse(storedJson(row.lines)) };
}
