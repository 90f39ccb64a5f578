/**
 * Optional enrichment of a plan by an OpenAI-compatible provider (`AI_BASE_URL`, `AI_API_KEY`,
 * `AI_MODEL`): one chat completion asking for JSON (lib/chat-completions.ts); the answer must
 * parse, match the plan schema and pass the plan's checks within the time limit. Any failure is
 * returned as a reason, never thrown: the caller serves the deterministic plan instead.
 */
import { type WizardResult, wizardResult } from "@cairn/schema/wizard";
import { type AiConfig, chatCompletion } from "../../lib/chat-completions.js";
import type { Answers } from "./answers.js";
import { enrichmentProblem } from "./enrichment-checks.js";
import { enrichmentMessages } from "./enrichment-prompt.js";
import { PROVIDER_MAX_ANSWER_CHARS } from "./provider-settings.js";

export interface EnrichmentOptions {
  ai: AiConfig;
  timeoutMs: number;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export type EnrichmentOutcome = { ok: true; result: WizardResult } | { ok: false; reason: string };

/** Some models wrap JSON in a Markdown fence even when asked for a JSON object. */
function unfence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return fenced?.[1] ?? content;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export async function enrichPlan(
  plan: WizardResult,
  answers: Answers,
  options: EnrichmentOptions,
): Promise<EnrichmentOutcome> {
  const answer = await chatCompletion(options.ai, enrichmentMessages(answers, plan), {
    timeoutMs: options.timeoutMs,
    maxChars: PROVIDER_MAX_ANSWER_CHARS,
    json: true,
    ...(options.fetch ? { send: options.fetch } : {}),
  });
  if (!answer.ok) return answer;
  const content = answer.content;
  const parsed = parseJson(unfence(content));
  if (!parsed.ok) return { ok: false, reason: "plan in the answer is not valid JSON" };
  const result = wizardResult.safeParse(parsed.value);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first ? `${first.path.join(".")}: ${first.message}` : "invalid";
    return { ok: false, reason: `plan in the answer does not match the schema (${where})` };
  }
  const needs = [...answers.painPoints, ...answers.goals].map((need) => need.label);
  const problem = enrichmentProblem(plan, result.data, needs);
  if (problem) return { ok: false, reason: `enriched plan rejected: ${problem}` };
  return { ok: true, result: result.data };
}
