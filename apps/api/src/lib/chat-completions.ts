/**
 * One exchange with the optional OpenAI-compatible language model (`AI_BASE_URL`, `AI_API_KEY`,
 * `AI_MODEL`): a POST to `{baseUrl}/chat/completions` and the first choice's text. The wizard's
 * plan enrichment and the assistant's phrasing both ask through it, and both treat any failure
 * as "no model": the outcome says why in words for the logs, and never throws.
 */
import { z } from "zod";
import type { Config } from "../env.js";

export type AiConfig = NonNullable<Config["ai"]>;

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatOptions {
  /** One limit for the whole exchange: connecting, waiting and reading the body. */
  timeoutMs: number;
  /** An answer longer than this (in characters) is refused unread. */
  maxChars: number;
  /** Ask for a JSON object (`response_format`). */
  json?: boolean;
  /** Injectable for tests; the global fetch otherwise. */
  send?: typeof fetch;
}

export type ChatOutcome = { ok: true; content: string } | { ok: false; reason: string };

const completion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string() }) }))
    .min(1, { error: "no choices" }),
});

export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return `no answer within ${timeoutMs} ms`;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `request failed: ${message}${typeof code === "string" ? ` (${code})` : ""}`;
}

export async function chatCompletion(
  ai: AiConfig,
  messages: readonly ChatMessage[],
  options: ChatOptions,
): Promise<ChatOutcome> {
  const { timeoutMs, maxChars, json = false, send = fetch } = options;
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
        messages,
        ...(json ? { response_format: { type: "json_object" } } : {}),
      }),
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
  if (body.length > maxChars) return { ok: false, reason: "answer too large" };
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return { ok: false, reason: "provider answer is not JSON" };
  }
  const parsed = completion.safeParse(envelope);
  if (!parsed.success) return { ok: false, reason: "provider answer is not a chat completion" };
  return { ok: true, content: parsed.data.choices[0]?.message.content ?? "" };
}
