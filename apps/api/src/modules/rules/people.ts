/** The people a rule names (its conditions and actions) and the task's assignee: whose names its words need. */
import type { RuleAction, RuleConditions } from "@cairn/schema/rules";

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
