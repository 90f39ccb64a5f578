/**
 * The words of the in-app notifications a task sends (docs/tasks.md): who did what to which
 * task, in which project. Pure; the names come from `noticeContext` (tasks.repo.ts).
 */
import type { TaskApproval } from "@cairn/schema/tasks";

export interface NoticeContext {
  /** The display name of who made the change. */
  actorName: string;
  projectName: string;
}

/** `Alex Morgan assigned you "Ship it" in Northwind`. */
export function assignedTitle(context: NoticeContext, taskTitle: string): string {
  return `${context.actorName} assigned you "${taskTitle}" in ${context.projectName}`;
}

/**
 * `Casey Chen approved "Ship it" in Northwind` or `Casey Chen requested changes to "Ship it"
 * in Northwind`.
 */
export function approvalTitle(
  context: NoticeContext,
  taskTitle: string,
  verdict: TaskApproval,
): string {
  const what = verdict === "approved" ? "approved" : "requested changes to";
  return `${context.actorName} ${what} "${taskTitle}" in ${context.projectName}`;
}
