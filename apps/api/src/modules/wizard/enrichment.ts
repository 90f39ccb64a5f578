/**
 * Optional enrichment of a plan by an OpenAI-compatible provider (`AI_BASE_URL`, `AI_API_KEY`,
 * `AI_MODEL`). One POST to `{baseUrl}/chat/completions` asking for JSON; the answer must parse,
 * match the plan schema and pass the plan's checks within the time limit. Any failure is
 * returned as a reason, never thrown: the caller serves the deterministic plan instead.
 */
import { type WizardResult, wizardResult } from "@cairn/schema/wizard";
import { z } from "zod";
import type { Config } from "../../env.js";
import type { Answers } from "./answers.js";
import { enrichmentProblem } from "./enrichment-checks.js";
import { enrichmentMessages } from "./enrichment-prompt.js";
import { PROVIDER_MAX_ANSWER_CHARS } from "./provider-settings.js";

export type AiConfig = NonNullable<Config["ai"]>;

export interface EnrichmentOptions {
  ai: AiConfig;
  timeoutMs: number;
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export type EnrichmentOutcome = { ok: true; result: WizardResult } | { ok: false; reason: string };

const chatCompletion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string() }) }))
    .min(1, { error: "no choices" }),
});

export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

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

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return `no answer within ${timeoutMs} ms`;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `request failed: ${message}${typeof code === "string" ? ` (${code})` : ""}`;
}

export async function enrichPlan(
  plan: WizardResult,
  answers: Answers,
  options: EnrichmentOptions,
): Promise<EnrichmentOutcome> {
  const { ai, timeoutMs } = options;
  const send = options.fetch ?? fetch;
  let body: string;
  try {
    const response = await send(completionsUrl(ai.baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: ai.model,
        messages: enrichmentMessages(answers, plan),
        response_format: { type: "json_object" },
      }),
      // One limit for the whole exchange: connecting, waiting and reading the body.
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      return { ok: false, reason: `provider answered HTTP ${response.status}` };
    }
    body = await response.text();
  } catch (error) {
    return { ok: false, reason: describeFailure(error, timeoutMs) };
  }

  if (body.length > PROVIDER_MAX_ANSWER_CHARS) return { ok: false, reason: "answer too large" };
  const envelope = parseJson(body);
  if (!envelope.ok) return { ok: false, reason: "provider answer is not JSON" };
  const completion = chatCompletion.safeParse(envelope.value);
  if (!completion.success) return { ok: false, reason: "provider answer is not a chat completion" };
  const content = completion.data.choices[0]?.message.content ?? "";
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
