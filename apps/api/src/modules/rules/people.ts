/** The people and templates a rule names: whose names its words need. */
import type { RuleAction, RuleConditions } from "@cairn/schema/rules";

/** The people a rule names (its conditions and actions), and the task's assignee. */
export function peopleNamedBy(
  rule: { conditions?: RuleConditions; actions: readonly RuleAction[] },
  task?: { assignedTo: number | null },
): number[] {
  const ids = new Set<number>();
  if (typeof rule.conditions?.assignee === "number") ids.add(rule.conditions.assignee);
  for (const action of rule.actions) {
    if (action.type === "assign") ids.add(action.userId);
    if (action.type === "notify" && action.to !== "assignee") ids.add(action.to);
  }
  if (task?.assignedTo != null) ids.add(task.assignedTo);
  return [...ids];
}

/** The library templates a rule's actions name: whose names its words need. */
export function templatesNamedBy(rule: { actions: readonly RuleAction[] }): string[] {
  return [
    ...new Set(
      rule.actions.flatMap((action) =>
        action.type === "add_template_checklist" ? [action.templateId] : [],
      ),
    ),
  ];
}
