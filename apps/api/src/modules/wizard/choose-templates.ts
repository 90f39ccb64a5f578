/**
 * Templates from the catalogue. The sources, in order: the industry, each pain point, each goal,
 * the team-size band, each tool of the stack, the experience level. The first template of every
 * source is taken before the second of any, so every source is represented; the list stops at
 * MAX_TEMPLATES. Each template carries the reasons of every source that names it.
 */
import type { TemplateName } from "../templates/catalogue.js";
import type { Answers } from "./answers.js";
import { industryReason } from "./choose-processes.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { addReasons, because, contextReason, needReason, type Reason } from "./reasons.js";
import { fill, type Vars } from "./text.js";
import type { ToolStack } from "./tool-stack.js";

export const MAX_TEMPLATES = 15;

/** Templates for pain points and goals the knowledge base does not know. */
const CUSTOM_NEED_TEMPLATES = {
  pain: "Root-cause analysis worksheet",
  goal: "KPI definition sheet",
} as const satisfies Record<string, TemplateName>;

export interface PlannedTemplate {
  name: TemplateName;
  reasons: Reason[];
  text: string;
}

interface Source {
  names: readonly TemplateName[];
  reason: Reason;
}

function sources(answers: Answers, stack: ToolStack, vars: Vars): Source[] {
  const industry = answers.industry.profile;
  const band = KNOWLEDGE_BASE.bands[answers.band];
  const experience = KNOWLEDGE_BASE.experience[answers.experience];
  return [
    {
      names: industry.templates,
      reason: answers.industry.known
        ? contextReason(`it is part of the standard set for ${industry.phrase}`)
        : industryReason(answers),
    },
    ...[...answers.painPoints, ...answers.goals].map((need) => ({
      names: need.profile?.templates ?? [CUSTOM_NEED_TEMPLATES[need.kind]],
      reason: needReason(need),
    })),
    { names: band.templates, reason: contextReason(fill("it suits a team of {n}", vars)) },
    ...stack.entries.map(({ tool, kept }) => ({
      names: [KNOWLEDGE_BASE.tools[tool].template],
      reason: contextReason(kept ? `you use ${tool}` : `the plan adds ${tool}`),
    })),
    { names: experience.templates, reason: contextReason(experience.reason) },
  ];
}

export function chooseTemplates(answers: Answers, stack: ToolStack, vars: Vars): PlannedTemplate[] {
  const all = sources(answers, stack, vars);
  const chosen: TemplateName[] = [];
  const longest = Math.max(...all.map((source) => source.names.length));
  for (let round = 0; round < longest; round += 1) {
    for (const source of all) {
      const name = source.names[round];
      if (name && chosen.length < MAX_TEMPLATES && !chosen.includes(name)) chosen.push(name);
    }
  }
  return chosen.map((name) => {
    const reasons: Reason[] = [];
    for (const source of all) if (source.names.includes(name)) addReasons(reasons, source.reason);
    return { name, reasons, text: `${name} — ${because(reasons)}.` };
  });
}
