/**
 * Dates as both web apps show them, in one locale: British English ("17 May 2030"), the form
 * the dashboards' texts and browser tests were written in.
 */
const LOCALE = "en-GB";

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
});
const calendarFormats = {
  short: new Intl.DateTimeFormat(LOCALE, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }),
  long: new Intl.DateTimeFormat(LOCALE, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
} as const;
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: "2-digit", minute: "2-digit" });
const weekFormat = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short" });

/** A moment's day where the reader is: "3 Mar 2026". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * A calendar day (a due date, an article's date: "2024-06-18" or its midnight in UTC) as the
 * day it was set, whatever the reader's time zone: "18 Jun 2024", or "18 June 2024" long.
 */
export function formatCalendarDate(value: string, month: "short" | "long" = "short"): string {
  return calendarFormats[month].format(new Date(value));
}

/** "3 Mar, 14:05" */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "14:05" */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The start of a week on a chart's axis: "3 Mar". */
export function formatWeek(iso: string): string {
  return weekFormat.format(new Date(iso));
}
