/**
 * The inbox's vocabulary without zod (docs/notifications.md), so the dashboard's bell, which is
 * on every page from the first load, does not bring the schemas library with it.
 */
import { dashboardPathFor } from "./session-keys.js";

/**
 * What the in-app inbox tells a person about (docs/notifications.md): they were mentioned, given
 * a task, a task they follow was commented on, a client approved or sent back a task in Review,
 * a task of theirs is due soon or overdue, a lead was assigned to them, a webhook of theirs was
 * switched off after repeated failed deliveries, a document was shared with them (a client), a
 * project's rule flagged a task or asked to tell them (docs/rules.md), a request came into a
 * project's intake or theirs was decided (docs/intake.md).
 */
export const NOTIFICATION_KINDS = [
  "mention",
  "assigned",
  "comment",
  "approval",
  "due_soon",
  "overdue",
  "lead_assigned",
  "webhook_disabled",
  "document_shared",
  "rule",
  "intake",
] as const;
export const EMAIL_DIGESTS = ["daily", "off"] as const;

/**
 * Where a notification opens in the dashboard of `role` (the API's name: admin, consultant,
 * user): its task's panel, its document in the project's Documents tab, its lead in the leads
 * tab, its project, or the dashboard itself. The inbox and the e-mail digest both link here.
 */
export function notificationPath(
  target: {
    projectId: number | null;
    taskId: number | null;
    leadId: number | null;
    documentId?: number | null;
  },
  role: string,
): string {
  const home = dashboardPathFor(role);
  if (target.taskId !== null && target.projectId !== null) {
    return `${home}/projects/${target.projectId}/tasks/${target.taskId}`;
  }
  if (target.documentId != null && target.projectId !== null) {
    return `${home}/projects/${target.projectId}?tab=documents&document=${target.documentId}`;
  }
  if (target.leadId !== null) return `${home}?tab=leads&lead=${target.leadId}`;
  if (target.projectId !== null) return `${home}/projects/${target.projectId}`;
  return home;
}
