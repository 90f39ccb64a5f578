/**
 * How values arrive from the database, the same on PGlite and PostgreSQL: timestamps as ISO
 * strings (`2026-11-22T03:15:47.120Z`), dates as `YYYY-MM-DD`, bigints and numerics as numbers.
 *
 * Sessions run in UTC, so a `timestamptz` comes as `2026-11-22 03:15:47.12+00`. Rewriting that
 * text is several times cheaper than building a Date to print it again, and a list of a
 * thousand rows carries thousands of them; anything else (another zone, BC, infinity, a
 * five-digit year) takes the general path.
 */
import pg from "pg";

export const OID = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114, timestamptz: 1184 };

const parseTimestampText = pg.types.getTypeParser(OID.timestamptz) as (value: string) => Date;
const UTC_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.(\d{1,6}))?(?:\+00)?$/;

/**
 * A timestamp's text as an ISO string with milliseconds (finer digits are dropped). `zoneless`
 * text (a `timestamp` column) is read as UTC.
 */
export function isoTimestamp(value: string, zoneless = false): string {
  const match = UTC_TIMESTAMP.exec(value);
  if (!match) return parseTimestampText(zoneless ? `${value}Z` : value).toISOString();
  const fraction = (match[1] ?? "").slice(0, 3).padEnd(3, "0");
  return `${value.slice(0, 10)}T${value.slice(11, 19)}.${fraction}Z`;
}

export const valueParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.numeric]: Number,
  [OID.date]: (value) => value,
  [OID.timestamp]: (value) => isoTimestamp(value, true),
  [OID.timestamptz]: (value) => isoTimestamp(value),
};
