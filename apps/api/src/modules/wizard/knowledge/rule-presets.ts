/**
 * The ready-made rule each process of the knowledge base that a rule runs becomes in a project
 * made from a plan (docs/rules.md, "Rules a plan sets up"). A process here runs through the
 * `rules` instrument (instruments.ts); knowledge-base.test.ts holds the two to each other.
 */
import type { RulePreset } from "@cairn/schema/rules";
import type { ProcessId } from "./processes.js";

export const PROCESS_RULES = {
  // "A task that may slip is flagged at least three days before its due date."
  "early-warning": "early-warning",
  // "Reviewed pull request before done": a card that skips Review goes back to it.
  "code-review-gate": "done-needs-review",
  // A limit the team keeps: the card that breaks it is flagged and the channel hears of it.
  "wip-limits": "wip-breach",
  // "Log, score and assign each risk": a high one reaches its owner and the channel at once.
  "risk-review": "high-risk-alert",
} as const satisfies Partial<Record<ProcessId, RulePreset>>;

export function rulePresetOf(id: string): RulePreset | undefined {
  return (PROCESS_RULES as Partial<Record<string, RulePreset>>)[id];
}
