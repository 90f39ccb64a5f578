/**
 * What a stored plan tells the rest of the product about the team it was made for: the values
 * of the template fields the project alone does not know (team size, industry, the tools of the
 * chosen stack, the cadences of the chosen processes), and the templates the plan recommends.
 * Computed again from the stored answers, which the planner turns into the same plan every time
 * (its property tests): a project made from a plan fills its documents in from that plan.
 */
import type { WizardRequest } from "@cairn/schema/wizard";
import { templateId } from "../templates/catalogue.js";
import type { TemplateField } from "../templates/details.js";
import { readAnswers } from "./answers.js";
import { makePlan } from "./planner.js";
import { chooseStack } from "./tool-stack.js";

export interface PlanFacts {
  fields: Partial<Record<TemplateField, string>>;
  /** Ids of the templates the plan recommends, in the plan's order. */
  templateIds: string[];
}

/**
 * How often a process of the plan meets, in the words a template's sentence takes ("held
 * {{cadence.standup}}", "Hold one {{cadence.retro}}"). A cadence the plan does not set stays a
 * placeholder for the consultant to fill in.
 */
const CADENCES: Readonly<Record<string, Partial<Record<TemplateField, string>>>> = {
  "daily-standup": { "cadence.standup": "every working day at the same time" },
  retrospective: { "cadence.retro": "every two weeks" },
};

export function planFacts(input: WizardRequest): PlanFacts {
  const answers = readAnswers(input);
  const stack = chooseStack(answers);
  const plan = makePlan(input);
  const fields: Partial<Record<TemplateField, string>> = {
    // Bare, as the bodies write "a team of {{team.size}}" and "{{team.size}} people".
    "team.size": String(answers.teamSize),
    "team.band": answers.band,
    industry: answers.industry.label,
  };
  if (stack.byCategory.work) fields["tools.tracker"] = stack.byCategory.work;
  if (stack.byCategory.chat) fields["tools.chat"] = stack.byCategory.chat;
  if (stack.byCategory.docs) fields["tools.docs"] = stack.byCategory.docs;
  for (const process of plan.processes) Object.assign(fields, CADENCES[process.id]);
  return { fields, templateIds: plan.templates.map((template) => templateId(template.name)) };
}
