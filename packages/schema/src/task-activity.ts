import { z } from "zod";
import { pageFields, recordId, timestamp } from "./common.js";

/**
 * What a line of a task's history says happened (docs/tasks.md, "Activity"). A field change
 * (`edited`) names the field and its old and new values as text; the others may carry a
 * `detail` (a checklist item's text, a file's name, the column moved to).
 */
export const TASK_ACTIVITY_KINDS = [
  "created",
  "moved",
  "status",
  "edited",
  "commented",
  "comment_edited",
  "comment_deleted",
  "checklist_added",
  "checklist_checked",
  "checklist_unchecked",
  "checklist_removed",
  "checklist_reordered",
  "attached",
  "attachment_removed",
  "approved",
  "changes_requested",
] as const;
export type TaskActivityKind = (typeof TASK_ACTIVITY_KINDS)[number];

/**
 * The fields an `edited` line names, and how its values are written: text as it was; `priority`
 * its key; `assignee` the person's name and `milestone` its title, as they were then; `dueDate`
 * `YYYY-MM-DD`; `labels` the names joined by ", "; `estimate` and `aiPriorityScore` numbers
 * (minutes, a score). A value of null means none.
 */
export const TASK_ACTIVITY_FIELDS = [
  "title",
  "description",
  "priority",
  "assignee",
  "dueDate",
  "milestone",
  "labels",
  "estimate",
  "aiPriorityScore",
] as const;
export type TaskActivityField = (typeof TASK_ACTIVITY_FIELDS)[number];

/** Someone named in a task's history, comments or files (null once their account is gone). */
export const taskPerson = z
  .object({ id: z.number().int(), name: z.string(), initials: z.string() })
  .nullable();
export type TaskPerson = z.infer<typeof taskPerson>;

/**
 * The letters of a person's avatar, from the name shown beside it: the first letters of its
 * first and last words, or the first two of a single word ("Mary Ann de la Cruz" → "MC",
 * "priya" → "PR", "" → "?"). The one rule for every avatar (tasks, comments, files).
 */
export function initialsOfName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? "");
  const letters =
    words.length > 1
      ? `${first[0] ?? ""}${Array.from(words.at(-1) ?? "")[0] ?? ""}`
      : first.slice(0, 2).join("");
  return letters.toLocaleUpperCase("en-GB") || "?";
}

/** The initials of an account: of its first and last names, else of its username. */
export function initialsOf(person: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}): string {
  const names = [person.firstName, person.lastName]
    .map((name) => name?.trim() ?? "")
    .filter((name) => name.length > 0);
  return initialsOfName(names.length > 0 ? names.join(" ") : person.username);
}

export const taskActivityEntry = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  kind: z.enum(TASK_ACTIVITY_KINDS),
  actor: taskPerson,
  field: z.string().nullable(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: timestamp,
});
export type TaskActivityEntry = z.infer<typeof taskActivityEntry>;

/** `GET /tasks/{taskId}/activity`: newest first, paged. */
export const taskActivityInput = z.strictObject({ taskId: recordId, ...pageFields });

export const taskActivityPage = z.object({
  entries: z.array(taskActivityEntry),
  /** How many lines the task's history holds in all. */
  total: z.number().int(),
});
export type TaskActivityPage = z.infer<typeof taskActivityPage>;
