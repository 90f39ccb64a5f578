/**
 * What an enriched plan must still be. The provider's answer has passed the zod schema; these
 * checks hold it to the promises the deterministic plan keeps, so enrichment can change the
 * words but never the plan's structure: the same phases and durations (the 30-day setup and
 * the 60-day roadmap), templates that exist in the catalogue, and every pain point and goal
 * still answered by a process.
 */
import type { WizardResult } from "@cairn/schema/wizard";
import { TEMPLATE_NAMES } from "../templates/catalogue.js";

const MAX_TEXT_CHARS = 1000;
const MAX_LIST_ITEMS = 60;

/** Undefined when the enriched plan is acceptable, else what is wrong with it. */
export function enrichmentProblem(
  deterministic: WizardResult,
  enriched: WizardResult,
  needLabels: readonly string[],
): string | undefined {
  const { tools, processes, templates } = enriched.recommendations;
  const lists = [tools, processes, templates, enriched.next_steps];
  lists.push(...enriched.setup_plan.map((phase) => phase.tasks));
  if (lists.some((list) => list.length === 0 || list.length > MAX_LIST_ITEMS)) {
    return "a list is empty or too long";
  }
  const texts = [...lists.flat(), ...enriched.setup_plan.flatMap((p) => [p.phase, p.duration])];
  if (texts.some((text) => text.trim() === "" || text.length > MAX_TEXT_CHARS)) {
    return "a text is empty or too long";
  }
  const durations = (plan: WizardResult) => plan.setup_plan.map((phase) => phase.duration);
  if (durations(enriched).join("|") !== durations(deterministic).join("|")) {
    return "the phases or their durations changed";
  }
  const catalogue = [...TEMPLATE_NAMES];
  const unknown = templates.find((line) => !catalogue.some((name) => line.startsWith(name)));
  if (unknown) return `a template is not in the catalogue: ${unknown.slice(0, 80)}`;
  const lowered = processes.map((line) => line.toLowerCase());
  const unanswered = needLabels.find(
    (label) => !lowered.some((line) => line.includes(label.toLowerCase())),
  );
  if (unanswered) return `no process answers "${unanswered.slice(0, 80)}"`;
  return undefined;
}
