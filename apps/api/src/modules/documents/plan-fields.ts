import { wizardInput } from "@cairn/schema/wizard";
import type { TemplateField } from "../templates/details.js";
import { planFacts } from "../wizard/plan-facts.js";

/**
 * The template fields a project's plan fills in (team, industry, tools, cadences); none for a
 * project made without a plan. Stored answers are read through the wizard's own schema, so
 * answers an older engine stored that no longer read are treated as no plan, not an error.
 */
export function planFields(planAnswers: unknown): Partial<Record<TemplateField, string>> {
  if (planAnswers === null || planAnswers === undefined) return {};
  const answers = wizardInput.safeParse(planAnswers);
  return answers.success ? planFacts(answers.data).fields : {};
}
