import { formatCalendarDate } from "@cairn/ui/format";

export { formatDate, formatDateTime, formatTime, formatWeek } from "@cairn/ui/format";

/** Due dates are calendar days: shown as the day they were set, whatever the time zone. */
export function formatDueDate(iso: string | null): string {
  return iso ? formatCalendarDate(iso) : "No due date";
}

/** The `YYYY-MM-DD` of a date input. */
export function dateInputValue(iso: string | null): string {
  return iso ? iso.slice(0, 10) : "";
}

/** 'in_progress' → 'In progress', 'on_hold' → 'On hold'. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}): string {
  const full = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return full || person.username;
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** A moment of today, to the second: `14:05:09` (a check's or a test's time). */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}
