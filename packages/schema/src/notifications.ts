import { z } from "zod";
import { timestamp } from "./common.js";

/**
 * What the in-app inbox tells a person about (docs/notifications.md): they were mentioned, given
 * a task, a task they follow was commented on, a client approved or sent back a task in Review,
 * a task of theirs is due soon or overdue, a lead was assigned to them.
 */
export const NOTIFICATION_KINDS = [
  "mention",
  "assigned",
  "comment",
  "approval",
  "due_soon",
  "overdue",
  "lead_assigned",
] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

export const EMAIL_DIGESTS = ["daily", "off"] as const;
export const emailDigest = z.enum(EMAIL_DIGESTS);
export type EmailDigest = z.infer<typeof emailDigest>;

export const notification = z.object({
  id: z.number().int(),
  kind: notificationKind,
  title: z.string(),
  body: z.string().nullable(),
  actorId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  taskId: z.number().int().nullable(),
  commentId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Notification = z.infer<typeof notification>;
