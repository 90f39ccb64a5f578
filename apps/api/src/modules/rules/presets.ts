/**
 * The ready-made rules (docs/rules.md), added in a click and changed like any other. A plan's
 * process that such a rule runs (wizard/knowledge/rule-presets.ts) gets it on conversion.
 */
import { HIGH_RISK_SCORE } from "@cairn/schema/raid";
import type { RuleAction, RuleConditions, RulePreset, RuleTrigger } from "@cairn/schema/rules";

export interface PresetRule {
  name: string;
  trigger: RuleTrigger;
  conditions: RuleConditions;
  actions: RuleAction[];
}

export const PRESET_RULES: Readonly<Record<RulePreset, PresetRule>> = {
  // A task that may slip is flagged at least three days before its due date: one not started
  // yet (still in To Do) with three days or less to go.
  "early-warning": {
    name: "Early warning: due within 3 days",
    trigger: { type: "task.due_in", days: 3 },
    conditions: { columns: ["todo"] },
    actions: [
      {
        type: "flag",
        message: "Due within 3 days and not started yet: check that it will be done in time.",
      },
    ],
  },
  "wip-breach": {
    name: "WIP limit exceeded",
    trigger: { type: "wip.exceeded" },
    conditions: {},
    actions: [
      {
        type: "flag",
        message: "Moved into a column over its WIP limit: finish work before starting more.",
      },
      { type: "notify_channel", message: "A column went over its WIP limit." },
    ],
  },
  // Done means reviewed: a card moved to Done straight from To Do or In Progress goes back to
  // Review, and its assignee hears why.
  "done-needs-review": {
    name: "Done needs review",
    trigger: { type: "task.moved", to: "done", from: ["todo", "inprogress"] },
    conditions: {},
    actions: [
      { type: "move", to: "review" },
      {
        type: "notify",
        to: "assignee",
        message: "Moved back to Review: work is done once it has been reviewed.",
      },
    ],
  },
  // The weekly risk review does not wait for Monday when a risk is high: its owner and the
  // channel hear of it when it is logged or scored up.
  "high-risk-alert": {
    name: "High risk alert",
    trigger: { type: "risk.scored", min: HIGH_RISK_SCORE },
    conditions: {},
    actions: [
      {
        type: "notify",
        to: "assignee",
        message: `Scored ${HIGH_RISK_SCORE} or more: plan its response before the weekly risk review.`,
      },
      { type: "notify_channel", message: "A high risk was logged in the RAID register." },
    ],
  },
};
