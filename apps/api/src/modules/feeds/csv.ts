/**
 * A feed page as CSV: RFC 4180 (quoted where needed, CRLF line ends), UTF-8 with a byte-order
 * mark (Excel and Power BI then read accents right), a header row of the dataset's columns,
 * dates as ISO 8601 text, empty cells for nulls.
 *
 * Free text a person typed (a task's title, a name) that begins like a spreadsheet formula
 * (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so opening the file in a
 * spreadsheet never runs it (OWASP "CSV injection"). Numbers and dates are never touched; JSON
 * feeds carry every value as it is.
 */

import type { FeedCell } from "@cairn/schema/feeds";
import { stringify } from "csv-stringify/sync";

/** Columns that hold text a person typed. */
const FREE_TEXT = new Set([
  "title",
  "name",
  "project_name",
  "assignee_name",
  "client_name",
  "consultant_name",
  "from_value",
  "to_value",
]);

export function neutralised(column: string, value: FeedCell): FeedCell {
  if (typeof value === "string" && FREE_TEXT.has(column) && /^[=+\-@\t\r]/.test(value)) {
    return `'${value}`;
  }
  return value;
}

export function toCsv(
  columns: readonly string[],
  rows: readonly Readonly<Record<string, FeedCell>>[],
): string {
  const records = rows.map((row) =>
    columns.map((column) => neutralised(column, row[column] ?? null) ?? ""),
  );
  return stringify([[...columns], ...records], { bom: true, record_delimiter: "windows" });
}
