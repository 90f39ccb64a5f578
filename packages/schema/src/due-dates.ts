/**
 * Due dates are calendar days (docs/product.md §4, "Overdue"): the apps send a day, stored as
 * 00:00 UTC of that day. A task is overdue once its due day has ended — a task due today is due
 * today, not overdue — and finished late when it was completed after its due day. One rule, read
 * by the board, the lists, the health and priority engines, the overview and the reminders.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (00:00 UTC) of the day `at` falls in, in milliseconds. */
export function startOfUtcDay(at: Date | number): number {
  const time = typeof at === "number" ? at : at.getTime();
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** Whether a task due on `dueDate` is overdue at `now` (its due day has ended). */
export function isPastDue(dueDate: string, now: Date): boolean {
  return Date.parse(dueDate) < startOfUtcDay(now);
}

/** Whether work due on `dueDate`, finished at `completedAt`, was finished after its due day. */
export function finishedLate(dueDate: string, completedAt: string): boolean {
  return startOfUtcDay(Date.parse(dueDate)) < startOfUtcDay(Date.parse(completedAt));
}

/** Whole days from today (UTC) to the due day: 0 today, 1 tomorrow, -1 yesterday. */
export function daysUntilDueDay(dueDate: string, now: Date): number {
  return Math.round((startOfUtcDay(Date.parse(dueDate)) - startOfUtcDay(now)) / DAY_MS);
}
