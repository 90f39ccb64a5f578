/**
 * Who takes part in a task's conversation (docs/tasks.md, "Mentions", "Following"), as pure
 * rules over facts the repository reads: who may be mentioned, who follows, who is told.
 */
import { initialsOfName, type TaskPerson } from "@cairn/schema/task-activity";
import { canReadTask, type TaskFacts } from "../../core/ownership.js";
import type { Account, TaskContext } from "./comments.repo.js";

/** A person as a comment or checklist shows them; null once their account is gone. */
export function taskPerson(id: number | null, name: string | null): TaskPerson {
  return id === null || name === null ? null : { id, name, initials: initialsOfName(name) };
}

export function taskFacts(task: TaskContext): TaskFacts {
  return {
    assignedTo: task.assignedTo,
    project: { clientId: task.clientId, consultantId: task.consultantId },
  };
}

/** The accounts among these that may read the task (ownership.ts). */
export function readersOf<T extends Pick<Account, "id" | "role">>(
  task: TaskContext,
  accounts: readonly T[],
): T[] {
  const facts = taskFacts(task);
  return accounts.filter((account) => canReadTask(account, facts));
}

/**
 * Who follows a task: everyone with a row saying so, and — unless their row says they chose not
 * to — its creator and its assignee, who follow it without a row.
 */
export function followerIds(
  choices: ReadonlyArray<{ userId: number; following: boolean }>,
  automatic: ReadonlyArray<number | null>,
): number[] {
  const chosen = new Map(choices.map((choice) => [choice.userId, choice.following]));
  const ids = new Set(choices.filter((choice) => choice.following).map((choice) => choice.userId));
  for (const id of automatic) {
    if (id !== null && chosen.get(id) !== false) ids.add(id);
  }
  return [...ids];
}

export interface MentionCheck {
  /** The ids to keep in `task_comments.mentions`, each once. */
  ids: number[];
  /** The labels of mentions of people who may not be mentioned here. */
  refused: string[];
}

/**
 * Checks a body's mentions against who may be mentioned (and, when editing, who the comment
 * already mentioned: someone who has since left the project stays mentioned where they were).
 */
export function checkMentions(
  tokens: ReadonlyArray<{ id: number; label: string }>,
  allowed: ReadonlySet<number>,
): MentionCheck {
  const ids: number[] = [];
  const refused: string[] = [];
  for (const token of tokens) {
    if (!allowed.has(token.id)) {
      if (!refused.includes(token.label)) refused.push(token.label);
    } else if (!ids.includes(token.id)) ids.push(token.id);
  }
  return { ids, refused };
}
