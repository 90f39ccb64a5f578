import { z } from "zod";
import { timestamp } from "./common.js";

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

/** Someone named in a task's history, comments or files (null once their account is gone). */
export const taskPerson = z
  .object({ id: z.number().int(), name: z.string(), initials: z.string() })
  .nullable();
export type TaskPerson = z.infer<typeof taskPerson>;

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
