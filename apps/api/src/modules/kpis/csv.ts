/**
 * KPIs as CSV (docs/kpis.md, "CSV"): under the headers of KPI_CSV_COLUMNS, one row per widget,
 * week and line of each KPI, written by the product's one CSV writer (lib/csv.ts: RFC 4180 with
 * a BOM, and names that look like formulas defused).
 */
import { KPI_CSV_COLUMNS } from "@cairn/schema/dashboards";
import type { Kpi } from "@cairn/schema/kpis";
import { type CsvCell, writeCsv } from "../../lib/csv.js";

export interface CsvSection {
  dashboard: string;
  widget: string;
  /** What the figures cover: the projects' names, or the portfolio. */
  projects: string;
  kpis: readonly Kpi[];
}

export function kpiCsv(sections: readonly CsvSection[]): string {
  const rows: CsvCell[][] = [];
  for (const section of sections) {
    for (const kpi of section.kpis) {
      for (const point of kpi.series) {
        for (const line of kpi.keys) {
          rows.push([
            section.dashboard,
            section.widget,
            kpi.label,
            kpi.unit,
            section.projects,
            point.weekStart,
            line.label,
            point.values[line.key] ?? null,
          ]);
        }
      }
    }
  }
  return writeCsv(KPI_CSV_COLUMNS, rows);
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
