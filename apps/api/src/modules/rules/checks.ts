/**
 * What a new or changed rule is checked against beyond its schema: every person it names may
 * hold the project's tasks (the one shared rule, modules/tasks/assignee.ts), every label and
 * milestone it names is the project's, and every template it names is in the library with a
 * checklist.
 */
import type { ROLES } from "@cairn/schema/constants";
import {
  type RuleAction,
  type RuleConditions,
  type RuleTrigger,
  ruleShapeProblems,
} from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { fieldError } from "../../lib/app-error.js";
import { areMilestonesOf } from "../roadmap/roadmap.repo.js";
import { assertAssignee } from "../tasks/assignee.js";
import { areLabelsOf } from "../tasks/tasks.repo.js";
import { checklistLines } from "../templates/checklist-lines.js";
import { getTemplate } from "../templates/templates.repo.js";

export async function assertRuleParts(
  db: Kysely<Database>,
  projectId: number,
  rule: { conditions?: RuleConditions; actions?: readonly RuleAction[] },
  actorRole: (typeof ROLES)[number],
): Promise<void> {
  const labels = [...(rule.conditions?.labelIds ?? [])];
  for (const [index, action] of (rule.actions ?? []).entries()) {
    const field = `actions.${index}`;
    if (action.type === "assign")
      await assertAssignee(db, projectId, action.userId, actorRole, `${field}.userId`);
    if (action.type === "notify" && action.to !== "assignee") {
      await assertAssignee(db, projectId, action.to, actorRole, `${field}.to`);
    }
    if (action.type === "add_label") labels.push(action.labelId);
  }
  if (typeof rule.conditions?.assignee === "number") {
    await assertAssignee(db, projectId, rule.conditions.assignee, actorRole, "conditions.assignee");
  }
  if (labels.length > 0 && !(await areLabelsOf(db, projectId, labels))) {
    throw fieldError("labelIds", "choose labels of this project");
  }
  const milestones = rule.conditions?.milestoneIds ?? [];
  if (milestones.length > 0 && !(await areMilestonesOf(db, projectId, milestones))) {
    throw fieldError("conditions.milestoneIds", "choose milestones of this project's roadmap");
  }
  for (const [index, action] of (rule.actions ?? []).entries()) {
    if (action.type !== "add_template_checklist") continue;
    const template = await getTemplate(db, action.templateId);
    const field = `actions.${index}.templateId`;
    if (!template || template.retiredAt !== null || template.body === null) {
      throw fieldError(field, "choose a template of the library");
    }
    if (checklistLines(template.body).length === 0) {
      throw fieldError(field, `"${template.name}" has no checklist: choose a template with one`);
    }
  }
}

/**
 * A changed rule's parts agree (`ruleShapeProblems`): a new rule's schema checks it whole, a
 * change is checked here with the parts it leaves as they were.
 */
export function assertRuleShape(rule: {
  trigger: RuleTrigger;
  conditions: RuleConditions;
  actions: readonly RuleAction[];
}): void {
  const [problem] = ruleShapeProblems(rule);
  if (problem) throw fieldError(problem.path.join("."), problem.message);
}
