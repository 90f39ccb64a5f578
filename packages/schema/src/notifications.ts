import { z } from "zod";
import { pageFields, queryBoolean, recordId, timestamp } from "./common.js";
import { EMAIL_DIGESTS, NOTIFICATION_KINDS } from "./notification-kinds.js";

export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

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
  /** The document a `document_shared` notice opens. */
  documentId: z.number().int().nullable(),
  /** Who caused it, as the inbox names them (null: the scheduler, or an account since deleted). */
  actorName: z.string().nullable(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Notification = z.infer<typeof notification>;

/**
 * `GET /api/notifications`: the caller's own, newest first, paged; `unread=true` keeps the
 * unread ones. The number matching (before paging) is in `X-Total-Count`, the number unread in
 * `X-Unread-Count`.
 */
export const listNotificationsInput = z
  .strictObject({ unread: queryBoolean.optional(), ...pageFields })
  .prefault({});
export type ListNotificationsInput = z.input<typeof listNotificationsInput>;

export const notificationIdParam = z.strictObject({ notificationId: recordId });

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** `POST /api/notifications/read-all`: how many were marked read. */
export const markAllReadResult = z.object({ marked: z.number().int() });

/**
 * A person's choices: the kinds their inbox does not receive (nothing is written for a muted
 * kind), and whether unread notifications are e-mailed once a day.
 */
export const updateNotificationPreferencesInput = z.strictObject({
  mutedKinds: z
    .array(notificationKind)
    .max(NOTIFICATION_KINDS.length * 2, { error: "must list each kind at most once" })
    .transform((kinds) => NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind))),
  emailDigest,
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesInput>;

export const notificationPreferences = z.object({
  mutedKinds: z.array(notificationKind),
  emailDigest,
  /** Whether this server sends e-mail at all (SMTP_URL): without it no digest goes out. */
  emailAvailable: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/**
 * What the live bell hears (the `notifications.events` subscription, /trpc only): a new
 * notification, whole; or some marked read (one, or all with `notificationId: null`), from
 * this tab or another. Each carries the unread count after it.
 */
export const userEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("notification.created"), notification, unread: z.number().int() }),
  z.object({
    type: z.literal("notifications.read"),
    notificationId: z.number().int().nullable(),
    unread: z.number().int(),
  }),
]);
export type UserEvent = z.infer<typeof userEvent>;
