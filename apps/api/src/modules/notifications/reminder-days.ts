/**
 * The day rule of due-date reminders (docs/notifications.md, "Reminders"), pure. Days are UTC
 * days: a due date is stored as a day at midnight UTC, so its day is its UTC date.
 *
 * - due soon: due today or tomorrow (today's UTC date, or the next);
 * - overdue: due on a day before today, up to OVERDUE_CATCH_UP_DAYS back; a task due today is
 *   not overdue until the day is over.
 *
 * Each reminder is for one due day (the mark's period): a task due tomorrow is told "due soon"
 * once (not again on the day itself), and "overdue" once when the day has passed. A new due
 * date is a new day, told anew.
 */
import type { NotificationKind } from "@cairn/schema/notifications";
import { formatDay } from "../../lib/format-day.js";

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far back an overdue task is still told: a week of downtime is caught up, while tasks
 * overdue for long (before reminders existed) are not all announced on the first start.
 */
export const OVERDUE_CATCH_UP_DAYS = 7;

export type ReminderKind = Extract<NotificationKind, "due_soon" | "overdue">;
export const REMINDER_KINDS: readonly ReminderKind[] = ["due_soon", "overdue"];

/** The `schedule_marks.schedule` of each kind. */
export const REMINDER_SCHEDULES: Record<ReminderKind, string> = {
  due_soon: "reminder.due_soon",
  overdue: "reminder.overdue",
};

/** Midnight UTC of the day `at` falls on. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** `YYYY-MM-DD` of the UTC day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The due dates each kind covers at `now`: from (inclusive) to (exclusive). */
export function reminderWindow(kind: ReminderKind, now: Date): { from: Date; to: Date } {
  const today = startOfUtcDay(now).getTime();
  return kind === "due_soon"
    ? { from: new Date(today), to: new Date(today + 2 * DAY_MS) }
    : { from: new Date(today - OVERDUE_CATCH_UP_DAYS * DAY_MS), to: new Date(today) };
}

/** What the reminder says: its title, and a line naming the project and the day. */
export function reminderText(
  kind: ReminderKind,
  task: { title: string; projectName: string; dueDay: string },
  now: Date,
): { title: string; body: string } {
  const label =
    kind === "overdue" ? "Overdue" : task.dueDay === utcDay(now) ? "Due today" : "Due tomorrow";
  const day = formatDay(task.dueDay);
  return { title: `${label}: ${task.title}`, body: `${task.projectName} · due ${day}` };
}
