/**
 * Cairn's own features that answer the team's pain points and goals, in the order the answers
 * name them, each with the answers it serves.
 */
import type { Answers } from "./answers.js";
import { collect } from "./collect.js";
import type { FeatureId } from "./knowledge/cairn-features.js";
import type { PlanTask } from "./knowledge/plan-task.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { because, needReason, type Reason } from "./reasons.js";
import { fill, type Vars } from "./text.js";

export interface PlannedFeature {
  id: FeatureId;
  text: string;
  task: PlanTask;
}

export function chooseFeatures(answers: Answers, vars: Vars): PlannedFeature[] {
  const pairs: [FeatureId, Reason][] = [];
  for (const need of [...answers.painPoints, ...answers.goals]) {
    for (const id of need.profile?.features ?? []) pairs.push([id, needReason(need)]);
  }
  return collect(pairs).map(({ key, reasons }) => {
    const feature = KNOWLEDGE_BASE.features[key];
    return {
      id: key,
      text: `${fill(feature.name, vars)} — ${fill(feature.what, vars)}; ${because(reasons)}.`,
      task: { phase: feature.task.phase, text: fill(feature.task.text, vars) },
    };
  });
}
