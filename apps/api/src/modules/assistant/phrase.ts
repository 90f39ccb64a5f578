/**
 * The optional language model's only part (docs/assistant.md, "Phrasing"): with `AI_BASE_URL`
 * and `AI_MODEL` set, the answer's headline may be rewritten as one natural sentence from the
 * facts the engines computed. The rewrite is kept only if it adds nothing: every number and
 * every `#id` in it must already be in the answer, it holds no link, and it is short. Anything
 * else — no model, an error, a slow answer, an invented figure — keeps the deterministic
 * headline, as the wizard keeps its deterministic plan.
 */
import { type AiConfig, chatCompletion } from "../../lib/chat-completions.js";
import type { Answer } from "./answer.js";

/** The panel and the chats wait this long at most for the rewrite. */
export const PHRASE_TIMEOUT_MS = 2500;
const PHRASE_MAX_CHARS = 300;
/** A completion envelope around one short sentence; anything far larger is not that. */
const PHRASE_MAX_ANSWER_CHARS = 20_000;

const SYSTEM_PROMPT = [
  "You are Cairn's PMO assistant. You receive an answer computed by Cairn: a headline and its",
  "facts. Rewrite the headline as one short, friendly sentence in British English for the",
  "person who asked. Use only the facts given: add no number, task, name, date or advice that",
  "is not in them. No markdown, no links. Answer with the sentence only.",
].join("\n");

/** Everything the answer says, in which a rewrite's numbers and ids must be found. */
function factsOf(answer: Answer): string {
  return [
    answer.title,
    ...answer.sections.flatMap((section) => [
      section.heading,
      ...section.items.flatMap((item) => [item.text, item.detail ?? ""]),
    ]),
  ].join("\n");
}

/** Why a rewrite cannot be used, or null when it only rephrases the facts. */
export function phrasingProblem(answer: Answer, rewrite: string): string | null {
  const text = rewrite.trim();
  if (text === "") return "empty";
  if (text.length > PHRASE_MAX_CHARS) return "too long";
  if (/https?:\/\/|www\.|<[^>]+>|\]\(/.test(text)) return "holds a link or markup";
  const facts = factsOf(answer);
  const known = new Set(facts.match(/\d+(?:[.,]\d+)?/g) ?? []);
  for (const number of text.match(/\d+(?:[.,]\d+)?/g) ?? []) {
    if (!known.has(number)) return `adds the figure ${number}`;
  }
  return null;
}

export async function phrase(
  answer: Answer,
  ai: AiConfig | undefined,
  send: typeof fetch = fetch,
): Promise<Answer> {
  // Proposals keep their exact words: the asker confirms what the prompt says.
  if (!ai || answer.confirmation || answer.intent === "help" || answer.intent === "decline") {
    return answer;
  }
  const rewrite = await chatCompletion(
    ai,
    [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: factsOf(answer) },
    ],
    { timeoutMs: PHRASE_TIMEOUT_MS, maxChars: PHRASE_MAX_ANSWER_CHARS, send },
  );
  if (!rewrite.ok || phrasingProblem(answer, rewrite.content) !== null) return answer;
  return { ...answer, title: rewrite.content.trim() };
}
