/**
 * What a notification about a comment says (docs/notifications.md): who did what on which task,
 * and the start of the comment as plain text, mentions written as `@Name`.
 */
import { withPlainMentions } from "@cairn/schema/comments";

const EXCERPT_LENGTH = 280;

export function commentExcerpt(body: string, names: ReadonlyMap<number, string>): string {
  const plain = withPlainMentions(body, names).replace(/\s+/g, " ").trim();
  return plain.length > EXCERPT_LENGTH ? `${plain.slice(0, EXCERPT_LENGTH - 1)}…` : plain;
}

export function mentionTitle(actorName: string, taskTitle: string): string {
  return `${actorName} mentioned you on "${taskTitle}"`;
}

export function commentTitle(actorName: string, taskTitle: string): string {
  return `${actorName} commented on "${taskTitle}"`;
}

/** The 400 of a comment mentioning people who may not be mentioned on the task. */
export function refusedMentions(labels: readonly string[]): string {
  const named = labels.map((label) => `@${label}`).join(", ");
  return `body: ${named} cannot be mentioned here: mention people of this task's project who can open it`;
}
