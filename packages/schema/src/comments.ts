/**
 * A task's comments, the people they mention and who follows the task (docs/tasks.md,
 * "Comments", "Mentions", "Following").
 *
 * A mention is stored in the comment's Markdown as `@[Ada Lovelace](user:12)`: the label is the
 * name as it was written, the id is what counts. Screens show the person's current name, so a
 * mention survives a rename; the server checks every id against the people of the task's project
 * and keeps the ids in `task_comments.mentions`.
 */
import { z } from "zod";
import { pageFields, recordId, requiredText, text, timestamp } from "./common.js";
import { taskPerson } from "./task-activity.js";

export const COMMENT_MAX_LENGTH = 10_000;
/** The longest label a mention token may carry (a name; longer ones are cut when inserted). */
export const MENTION_LABEL_MAX = 100;

/** Someone a comment names: never null (a mention of a deleted account is not listed). */
export const mentionedPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
});
export type MentionedPerson = z.infer<typeof mentionedPerson>;

export const taskComment = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  /** Markdown, with mentions as `@[label](user:id)`. */
  body: z.string(),
  /** Null once the author's account is deleted. */
  author: taskPerson,
  /** The people the body mentions, by their current names. */
  mentions: z.array(mentionedPerson),
  createdAt: timestamp,
  /** Set when the body was changed after posting: the screens say "edited". */
  editedAt: timestamp.nullable(),
});
export type TaskComment = z.infer<typeof taskComment>;

const commentBody = requiredText(COMMENT_MAX_LENGTH, "Write a comment first");

export const listCommentsInput = z.strictObject({ taskId: recordId, ...pageFields });

export const createCommentInput = z.strictObject({ taskId: recordId, body: commentBody });
export type CreateCommentInput = z.input<typeof createCommentInput>;

export const commentIdParam = z.strictObject({ taskId: recordId, commentId: recordId });

export const updateCommentInput = z.strictObject({
  taskId: recordId,
  commentId: recordId,
  body: commentBody,
});
export type UpdateCommentInput = z.input<typeof updateCommentInput>;

/** Whether the caller follows a task, and how many people do. */
export const taskFollow = z.object({
  following: z.boolean(),
  followers: z.number().int(),
});
export type TaskFollow = z.infer<typeof taskFollow>;

/** Someone who can be mentioned on a task: a person of its project who may read it. */
export const mentionablePerson = mentionedPerson.extend({
  part: z.enum(["client", "consultant", "assignee"]),
});
export type MentionablePerson = z.infer<typeof mentionablePerson>;

export const listMentionableInput = z.strictObject({
  taskId: recordId,
  /** Part of a name, any case; all of them without it. */
  q: text().trim().max(100, { error: "must be at most 100 characters" }).optional(),
});

/** A mention as stored: `@[label](user:12)`. */
const MENTION_SOURCE = String.raw`@\[([^\[\]\n]{1,${MENTION_LABEL_MAX}})\]\(user:([1-9]\d{0,9})\)`;

/** A fresh global expression for mentions (a shared `g` regex would carry `lastIndex` along). */
export function mentionPattern(): RegExp {
  return new RegExp(MENTION_SOURCE, "g");
}

export interface MentionToken {
  id: number;
  /** The name as written in the token. */
  label: string;
  /** Where the token starts and ends in the body. */
  start: number;
  end: number;
}

/** The mention tokens of a body, in order (one per token; a person may be named twice). */
export function mentionTokens(body: string): MentionToken[] {
  return [...body.matchAll(mentionPattern())].map((match) => ({
    id: Number(match[2]),
    label: match[1] ?? "",
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The ids a body mentions, each once, in order of first mention. */
export function mentionedIds(body: string): number[] {
  return [...new Set(mentionTokens(body).map((token) => token.id))];
}

/** A name made safe as a token's label: no brackets or line breaks, at most the label length. */
export function mentionLabel(name: string): string {
  const clean = name
    .replace(/[[\]\n\r]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MENTION_LABEL_MAX)
    .trim();
  return clean || "someone";
}

/** The stored form of a mention of this person. */
export function mentionToken(person: { id: number; name: string }): string {
  return `@[${mentionLabel(person.name)}](user:${person.id})`;
}

/**
 * A body with each mention written as `@Name` (the person's current name when known, else the
 * label): what a notification or an editor shows.
 */
export function withPlainMentions(body: string, names: ReadonlyMap<number, string> = new Map()) {
  return body.replace(
    mentionPattern(),
    (_token, label: string, id: string) => `@${names.get(Number(id)) ?? label}`,
  );
}
