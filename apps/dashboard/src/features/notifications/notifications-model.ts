/**
 * The inbox's pure parts (docs/notifications.md): what each kind is called, the bell's name and
 * badge, how long ago, and how a live event changes a list already on screen.
 */
import { NOTIFICATION_KINDS } from "@cairn/schema/notification-kinds";
import type { Notification, NotificationKind, UserEvent } from "@cairn/schema/notifications";

/** The kinds as the settings name them, with who is told. */
export const KIND_TEXT: Record<NotificationKind, { label: string; hint: string }> = {
  mention: { label: "Mentions", hint: "Someone mentions you in a comment." },
  assigned: { label: "Assigned tasks", hint: "Someone gives you a task." },
  comment: { label: "Comments", hint: "Someone comments on a task you follow." },
  approval: {
    label: "Client approvals",
    hint: "The client approves a task in Review, or asks for changes.",
  },
  due_soon: { label: "Due soon", hint: "A task of yours is due today or tomorrow." },
  overdue: { label: "Overdue", hint: "A task of yours is past its due day and not done." },
  lead_assigned: { label: "Lead assignments", hint: "Someone assigns you a lead." },
  webhook_disabled: {
    label: "Webhooks switched off",
    hint: "A webhook of yours failed too often and Cairn stopped it.",
  },
  document_shared: {
    label: "Shared documents",
    hint: "Your consultant shares a project document with you.",
  },
  rule: {
    label: "Rules",
    hint: "A project's rule flags a task of yours or asks to tell you something.",
  },
  intake: {
    label: "Intake",
    hint: "A request comes into your project's intake, or yours is decided.",
  },
};

/**
 * The kinds a role can receive, for its settings: leads are assigned to consultants only, a
 * client gives approvals rather than hears of them, and documents are shared with a client.
 * Intake reaches every role: staff hear of new requests, a requester of their request's decision.
 */
export function kindsFor(role: string): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    if (kind === "lead_assigned") return role === "consultant";
    if (kind === "approval") return role !== "user";
    if (kind === "webhook_disabled") return role !== "user";
    if (kind === "document_shared") return role === "user";
    return true;
  });
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : "Notifications";
}

/** What the badge shows: the count, capped. */
export function badgeText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const fullFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** "just now", "5 min ago", "3 h ago", "yesterday", "4 days ago", then the day ("3 Mar"). */
export function timeAgo(iso: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(iso));
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return "yesterday";
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  return dayFormat.format(new Date(iso));
}

/** The moment in full, for a tooltip. */
export function fullTime(iso: string): string {
  return fullFormat.format(new Date(iso));
}

/**
 * A list on screen after a live event: a new notification goes on top (once); a read marks
 * the one read (or every one, for "all"), and leaves an unread-only list.
 */
export function applyEvent(
  list: readonly Notification[],
  event: UserEvent,
  options: { unreadOnly: boolean; at: string },
): Notification[] {
  if (event.type === "notification.created") {
    if (list.some((item) => item.id === event.notification.id)) return [...list];
    return [event.notification, ...list];
  }
  const isRead = (item: Notification) =>
    event.notificationId === null || item.id === event.notificationId;
  if (options.unreadOnly) return list.filter((item) => !isRead(item));
  return list.map((item) =>
    isRead(item) && item.readAt === null ? { ...item, readAt: options.at } : item,
  );
}
