/**
 * Who may add and remove a task's files (docs/tasks.md, "Attachments"), over the facts of
 * ownership.ts. Reading them is reading the task (the procedures' `readTask` rule).
 *
 * - Adding: whoever may change the task, and its project's client (clients share files on
 *   their tasks, as they comment on them).
 * - Removing: whoever attached the file, and whoever may change the task.
 */
import type { User } from "@cairn/schema/users";
import { canWriteTask, type TaskFacts } from "../../core/ownership.js";

type Actor = Pick<User, "id" | "role">;

export function mayAttach(actor: Actor, task: TaskFacts): boolean {
  return canWriteTask(actor, task) || task.project.clientId === actor.id;
}

export function mayRemoveAttachment(
  actor: Actor,
  task: TaskFacts,
  uploadedBy: number | null,
): boolean {
  return uploadedBy === actor.id || canWriteTask(actor, task);
}
