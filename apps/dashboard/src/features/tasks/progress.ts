/**
 * Progress of docs/product.md §4: a project's percent is its completed tasks over its tasks, rounded, and 0
 * when it has none; overall progress is the same over all of a person's tasks.
 */

import { isPastDue } from "@cairn/schema/due-dates";
import { parseTaskStatus } from "@cairn/schema/task-status";

export interface HasStatus {
  status: string;
  /** The board column, when known: a task in Review has the status in_progress. */
  columnId?: string;
}

/** Both spellings of the contract are read ('completed', 'done'…). */
export function isCompleted(task: HasStatus): boolean {
  return parseTaskStatus(task.status) === "completed";
}

export function isPending(task: HasStatus): boolean {
  return parseTaskStatus(task.status) === "pending";
}

/** In the In Progress column (not Review, which shares its status). */
export function isInProgress(task: HasStatus): boolean {
  if (task.columnId !== undefined) return task.columnId === "inprogress";
  return parseTaskStatus(task.status) === "in_progress";
}

export function isInReview(task: HasStatus): boolean {
  return task.columnId === "review";
}

export function progressPercent(tasks: readonly HasStatus[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter(isCompleted).length / tasks.length) * 100);
}

export interface TaskCounts {
  total: number;
  completed: number;
  /** In the In Progress column. */
  inProgress: number;
  /** In the Review column. */
  review: number;
  pending: number;
  /** Not completed: pending and in progress. */
  active: number;
  overdue: number;
}

/** Overdue: a due date in the past on a task that is not completed. */
/** Not completed, and its due day has ended (docs/product.md §4: due today is not overdue). */
export function isOverdue(task: HasStatus & { dueDate: string | null }, now: Date): boolean {
  return task.dueDate !== null && !isCompleted(task) && isPastDue(task.dueDate, now);
}

export function countTasks(
  tasks: readonly (HasStatus & { dueDate: string | null })[],
  now: Date = new Date(),
): TaskCounts {
  const completed = tasks.filter(isCompleted).length;
  const inProgress = tasks.filter(isInProgress).length;
  const review = tasks.filter(isInReview).length;
  const pending = tasks.filter(isPending).length;
  return {
    total: tasks.length,
    completed,
    inProgress,
    review,
    pending,
    active: tasks.length - completed,
    overdue: tasks.filter((task) => isOverdue(task, now)).length,
  };
}

/** A share of a total in percent, rounded; 0 of nothing is 0 (never NaN). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
