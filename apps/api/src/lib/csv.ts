/**
 * The one CSV writer (SECURITY.md, "CSV files"): every CSV the product makes — the BI feeds, the
 * KPI, dashboard and widget downloads — is written here. RFC 4180 (fields quoted where needed,
 * quotes doubled, CRLF line ends), UTF-8 with a byte-order mark (spreadsheet programs then read
 * accents right), an empty cell for a null.
 *
 * A text cell that begins like a spreadsheet formula (`=`, `+`, `-`, `@`, a tab or a carriage
 * return) gets a leading `'`, so that opening the file never runs it (OWASP, "CSV injection").
 * Every text cell, not a list of columns: a column added later is covered the day it is added.
 * Numbers are written as numbers, so a negative figure stays a figure.
 */
import { stringify } from "csv-stringify/sync";

export type CsvCell = string | number | null;

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written: a formula-like text defused with a leading `'`. */
export function neutralised(cell: CsvCell): CsvCell {
  return typeof cell === "string" && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const records = rows.map((row) => row.map((cell) => neutralised(cell) ?? ""));
  return stringify([header.map((name) => neutralised(name) ?? ""), ...records], {
    bom: true,
    record_delimiter: "windows",
  });
}

/** A CSV as a download answer (plugins/rest.ts streams it with the file headers). */
export function csvDownload(filename: string, text: string) {
  return {
    filename,
    contentType: CSV_CONTENT_TYPE,
    content: Buffer.from(text, "utf8").toString("base64"),
  };
}
