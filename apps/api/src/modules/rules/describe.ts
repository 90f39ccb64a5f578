/**
 * A rule in words ("When a task is due within 3 days, if it is in To Do, then flag it …"), for
 * the rules list and the test mode. Pure: the names of the labels and people it mentions are
 * given.
 */
import type { RuleAction, RuleConditions, RuleTrigger } from "@cairn/schema/rules";
import { describeSchedule } from "../../lib/recurrence.js";
import { columnTitle } from "./matching.js";

export interface Names {
  label: (id: number) => string;
  milestone: (id: number) => string;
  person: (id: number) => string;
  template: (id: string) => string;
}

const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

export function describeTrigger(trigger: RuleTrigger): string {
  switch (trigger.type) {
    case "task.created":
      return "a task is created";
    case "task.moved": {
      const to = trigger.to ? ` to ${columnTitle(trigger.to)}` : "";
      const from = trigger.from ? ` from ${list(trigger.from.map(columnTitle))}` : "";
      return `a task is moved${from}${to}`;
    }
    case "task.due_in":
      return trigger.days === 0
        ? "a task is due today"
        : `a task is due within ${trigger.days} day${trigger.days === 1 ? "" : "s"}`;
    case "task.overdue":
      return "a task is overdue";
    case "wip.exceeded":
      return "a column goes over its WIP limit";
    case "checklist.done":
      return "a task's checklist is completed";
    case "risk.scored":
      return `a risk scores ${trigger.min} or more (probability × impact)`;
    case "schedule":
      return `its schedule comes round (${describeSchedule(trigger)})`;
  }
}

export function describeConditions(conditions: RuleConditions, names: Names): string[] {
  const parts: string[] = [];
  if (conditions.columns) parts.push(`it is in ${list(conditions.columns.map(columnTitle))}`);
  if (conditions.labelIds) {
    parts.push(`it has the label ${list(conditions.labelIds.map(names.label))}`);
  }
  if (conditions.priorities) parts.push(`its priority is ${list(conditions.priorities)}`);
  const { assignee } = conditions;
  if (assignee === "unassigned") parts.push("nobody is assigned");
  else if (assignee === "assigned") parts.push("someone is assigned");
  else if (typeof assignee === "number") parts.push(`it is assigned to ${names.person(assignee)}`);
  if (conditions.milestoneIds) {
    parts.push(`it belongs to the milestone ${list(conditions.milestoneIds.map(names.milestone))}`);
  }
  return parts;
}

/** `holder`: who "assignee" is, in words ("its assignee", "its owner" for a risk). */
export function describeAction(action: RuleAction, names: Names, holder = "its assignee"): string {
  switch (action.type) {
    case "flag":
      return `flag it ("${action.message}")`;
    case "notify":
      return `tell ${action.to === "assignee" ? holder : names.person(action.to)} "${action.message}"`;
    case "notify_channel":
      return `post "${action.message}" to the team's channel`;
    case "move":
      return `move it to ${columnTitle(action.to)}`;
    case "assign":
      return `assign it to ${names.person(action.userId)}`;
    case "add_label":
      return `add the label ${names.label(action.labelId)}`;
    case "add_checklist":
      return `add ${action.items.length} checklist item${action.items.length === 1 ? "" : "s"}`;
    case "add_template_checklist":
      return `add the checklist of the template ${names.template(action.templateId)}`;
    case "create_task":
      return `create the task "${action.title}"`;
  }
}

export function describeRule(
  rule: { trigger: RuleTrigger; conditions: RuleConditions; actions: readonly RuleAction[] },
  names: Names,
): string {
  const conditions = describeConditions(rule.conditions, names);
  const when = `When ${describeTrigger(rule.trigger)}`;
  const cases = conditions.length > 0 ? `, if ${conditions.join(" and ")}` : "";
  const holder = rule.trigger.type === "risk.scored" ? "its owner" : "its assignee";
  const then = rule.actions.map((action) => describeAction(action, names, holder)).join(", then ");
  return `${when}${cases}, then ${then}.`;
}
