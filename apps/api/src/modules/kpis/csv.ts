/**
 * KPIs as CSV (docs/kpis.md, "CSV"): RFC 4180 — fields separated by commas, lines ended by CRLF,
 * a field holding a comma, a quote or a line break quoted with its quotes doubled — in UTF-8
 * with a byte-order mark (so spreadsheet programs read accents right), under the headers of
 * KPI_CSV_COLUMNS: one row per widget, week and line of each KPI.
 */
import { KPI_CSV_COLUMNS } from "@cairn/schema/dashboards";
import type { Kpi } from "@cairn/schema/kpis";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
const BOM = "\uFEFF";

export interface CsvSection {
  dashboard: string;
  widget: string;
  /** What the figures cover: the projects' names, or the portfolio. */
  projects: string;
  kpis: readonly Kpi[];
}

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function kpiCsv(sections: readonly CsvSection[]): string {
  const lines: string[] = [KPI_CSV_COLUMNS.join(",")];
  for (const section of sections) {
    for (const kpi of section.kpis) {
      for (const point of kpi.series) {
        for (const line of kpi.keys) {
          lines.push(
            [
              section.dashboard,
              section.widget,
              kpi.label,
              kpi.unit,
              section.projects,
              point.weekStart,
              line.label,
              point.values[line.key] ?? null,
            ]
              .map(csvField)
              .join(","),
          );
        }
      }
    }
  }
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** A file name without characters a file system refuses: "Q4, delivery" → "Q4, delivery.csv". */
export function csvFileName(name: string): string {
  const base = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim();
  return `${base || "kpis"}.csv`;
}

export function csvDownload(filename: string, text: string) {
  return {
    filename,
    contentType: CSV_CONTENT_TYPE,
    content: Buffer.from(text, "utf8").toString("base64"),
  };
}
