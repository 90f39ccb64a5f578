const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dueFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const weekFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Due dates are calendar days: shown as the day they were set, whatever the time zone. */
export function formatDueDate(iso: string | null): string {
  return iso ? dueFormat.format(new Date(iso)) : "No due date";
}

/** The `YYYY-MM-DD` of a date input. */
export function dateInputValue(iso: string | null): string {
  return iso ? iso.slice(0, 10) : "";
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

export function formatWeek(iso: string): string {
  return weekFormat.format(new Date(iso));
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
