/**
 * The PMO assistant in the app (docs/assistant.md): `POST /api/assistant/ask` takes a question
 * in plain words (or the command form), or the yes/no to an action it proposed, and answers with
 * facts computed by Cairn's engines, links into the dashboard and follow-up questions.
 */
import { z } from "zod";
import { text } from "./common.js";

export const ASSISTANT_QUESTION_MAX = 500;

export const askInput = z.union(
  [
    z.strictObject({
      question: text({ error: "Type a question" })
        .trim()
        .min(1, { error: "Type a question" })
        .max(ASSISTANT_QUESTION_MAX, {
          error: `must be at most ${ASSISTANT_QUESTION_MAX} characters`,
        }),
    }),
    z.strictObject({
      /** The token of the proposed action, from its answer's `confirmation`. */
      confirmation: z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, { error: "is not a valid confirmation" }),
      /** true runs it, false cancels it. */
      confirm: z.boolean({ error: "must be true or false" }),
    }),
  ],
  { error: "must hold a question, or a confirmation with confirm true or false" },
);
export type AskInput = z.infer<typeof askInput>;

export const ASSISTANT_INTENTS = [
  "help",
  "status",
  "my_work",
  "due",
  "who",
  "mood",
  "weekly_report",
  "pipeline",
  "create_task",
  "move_task",
  "assign_task",
  "claim_lead",
  "decline",
] as const;

/** A place in the dashboard: `href` is a path of this site (`/consultant-dashboard/projects/1`). */
export const assistantLink = z.object({ label: z.string(), href: z.string() });

export const assistantAnswer = z.object({
  intent: z.enum(ASSISTANT_INTENTS),
  title: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      items: z.array(
        z.object({
          text: z.string(),
          detail: z.string().optional(),
          link: assistantLink.optional(),
        }),
      ),
      empty: z.string(),
    }),
  ),
  links: z.array(assistantLink),
  confirmation: z
    .object({ token: z.string(), prompt: z.string(), expiresAt: z.iso.datetime({ offset: true }) })
    .optional(),
  suggestions: z.array(z.string()),
});
export type AssistantAnswer = z.infer<typeof assistantAnswer>;
