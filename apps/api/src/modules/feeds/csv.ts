/**
 * A feed page as CSV: a header row of the dataset's columns, then one row per record, dates as
 * ISO 8601 text, written by the product's one CSV writer (lib/csv.ts: RFC 4180 with a BOM, and
 * formula-like text defused). JSON feeds carry every value as it is.
 */
import type { FeedCell } from "@cairn/schema/feeds";
import { writeCsv } from "../../lib/csv.js";

export function toCsv(
  columns: readonly string[],
  rows: readonly Readonly<Record<string, FeedCell>>[],
): string {
  return writeCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column] ?? null)),
  );
}
