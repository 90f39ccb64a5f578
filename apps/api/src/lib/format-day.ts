/**
 * A day as the server writes it in words people read (reminders, the assistant): "26 Nov 2026",
 * en-GB like the apps (`@cairn/ui/format`), in UTC because due days are UTC days.
 */
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** `value`: a `YYYY-MM-DD` day or an ISO timestamp. */
export function formatDay(value: string): string {
  return dayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}
