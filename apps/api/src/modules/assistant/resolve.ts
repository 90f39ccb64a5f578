/**
 * Turning what the question named into the record an answer is about, or into the question the
 * assistant asks back ("Which project: A or B?"). Names were matched only against what the asker
 * may read, so "not found" never tells whether someone else's project exists.
 */

import { PLAN_LIMITS, planLimitMessage } from "@cairn/schema/plan-limits";
import type { Project } from "@cairn/schema/projects";
import { type Answer, sentence } from "./answer.js";
import type { IntentKind, ProjectMention } from "./intents.js";
import type { AssistantScope } from "./scope.js";

export type Resolved<T> = { ok: true; value: T } | { ok: false; answer: Answer };

/** Up to this many projects are gone through for a question about "all my projects". */
export const PORTFOLIO_LIMIT = 10;

function quoteList(names: string[]): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/**
 * The one project a question is about: named, or the asker's only one. `null` when none was
 * named and the asker has several (the caller answers for the portfolio, or asks).
 */
export function resolveProject(
  scope: AssistantScope,
  intent: IntentKind,
  mention: ProjectMention,
  command: string,
): Resolved<Project | null> {
  if (mention.kind === "ambiguous") {
    const names = mention.candidates.map((c) => c.name);
    return {
      ok: false,
      answer: sentence(
        intent,
        `Which project do you mean: ${quoteList(names)}?`,
        names.map((name) => `${command} ${name}`),
      ),
    };
  }
  if (mention.kind === "unknown") {
    return {
      ok: false,
      answer: sentence(
        intent,
        `I could not find a project called "${mention.words}" among yours.`,
        scope.projects.slice(0, 3).map((project) => `${command} ${project.name}`),
      ),
    };
  }
  const project =
    mention.kind === "one"
      ? scope.projects.find((p) => p.id === mention.id)
      : scope.projects.length === 1
        ? scope.projects[0]
        : null;
  if (project === undefined) {
    return { ok: false, answer: sentence(intent, "I could not find that project among yours.") };
  }
  if (project && !PLAN_LIMITS[project.planType].assistant) {
    return {
      ok: false,
      answer: sentence(
        intent,
        planLimitMessage(
          project.planType,
          `of ${project.name} does not include the AI assistant`,
          (limits) => limits.assistant,
        ),
      ),
    };
  }
  return { ok: true, value: project };
}

/** The projects a portfolio answer goes through: those whose plan includes the assistant. */
export function portfolio(scope: AssistantScope): Project[] {
  return scope.projects
    .filter((project) => PLAN_LIMITS[project.planType].assistant)
    .slice(0, PORTFOLIO_LIMIT);
}
