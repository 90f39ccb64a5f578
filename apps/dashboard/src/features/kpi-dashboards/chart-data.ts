/**
 * From the API's KPI answer (`Kpi`: a headline, the period before, a weekly series) to what the
 * widgets draw and read out: chart rows, the trend of a number, the data table, the period a
 * widget asks for. Pure, so the charts and their accessible tables show the same figures.
 */
import type { Widget, WidgetPeriod } from "@cairn/schema/dashboards";
import { KPI_INFO, type Kpi, type KpiKey, type KpiUnit } from "@cairn/schema/kpis";

/** KPIs where a fall is good news (the arrow's colour says so). */
const LOWER_IS_BETTER: ReadonlySet<KpiKey> = new Set(["cycle_time", "lead_time", "overdue"]);
/** KPIs whose rise or fall is neither good nor bad news by itself. */
const NEITHER: ReadonlySet<KpiKey> = new Set(["wip", "cumulative_flow"]);

const UNIT_WORDS: Record<KpiUnit, string> = {
  tasks: "tasks",
  days: "days",
  percent: "%",
  score: "points",
};

/** The unit as a caption under a chart's title. */
export function unitCaption(unit: KpiUnit): string {
  return unit === "percent" ? "percent" : UNIT_WORDS[unit];
}

/** A figure with its unit: "12 tasks", "3.5 days", "85%", "7.2 points"; "—" when none. */
export function formatKpiValue(value: number | null | undefined, unit: KpiUnit): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "—";
  const rounded = Math.round(value * 10) / 10;
  const text = rounded.toLocaleString("en-US", { maximumFractionDigits: 1 });
  if (unit === "percent") return `${text}%`;
  if (unit === "tasks" && rounded === 1) return "1 task";
  if (unit === "days" && rounded === 1) return "1 day";
  return `${text} ${UNIT_WORDS[unit]}`;
}

/** "2026-11-02" → "2 Nov": the label of a week on an axis and in a table. */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

export interface Trend {
  value: number | null;
  previous: number | null;
  /** value − previous; null when either is missing. */
  change: number | null;
  /** The change as a percentage of the previous figure; null when that is missing or 0. */
  percent: number | null;
  direction: "up" | "down" | "flat" | "unknown";
  /** Whether the change is good news, bad news or neither for this KPI. */
  tone: "good" | "bad" | "neutral";
}

export function trendOf(kpi: Pick<Kpi, "key" | "value" | "previous">): Trend {
  const { value, previous } = kpi;
  if (value === null || previous === null) {
    return { value, previous, change: null, percent: null, direction: "unknown", tone: "neutral" };
  }
  const change = value - previous;
  const percent = previous === 0 ? null : (change / Math.abs(previous)) * 100;
  const direction = change > 0 ? "up" : change < 0 ? "down" : "flat";
  const better = LOWER_IS_BETTER.has(kpi.key) ? change < 0 : change > 0;
  const tone = direction === "flat" || NEITHER.has(kpi.key) ? "neutral" : better ? "good" : "bad";
  return { value, previous, change, percent, direction, tone };
}

/** "+25% vs the period before (8 tasks)", "No change", or why there is no comparison. */
export function describeTrend(trend: Trend, unit: KpiUnit): string {
  if (trend.direction === "unknown") return "No figure for the period before";
  if (trend.direction === "flat") return "No change on the period before";
  const sign = trend.direction === "up" ? "+" : "−";
  const amount =
    trend.percent === null
      ? formatKpiValue(Math.abs(trend.change ?? 0), unit)
      : `${Math.round(Math.abs(trend.percent))}%`;
  return `${sign}${amount} vs the period before (${formatKpiValue(trend.previous, unit)})`;
}

export interface ChartRow {
  weekStart: string;
  week: string;
  [seriesKey: string]: string | number | null;
}

/** One row per week, one field per line of the KPI: what the charts plot. */
export function chartRows(kpi: Pick<Kpi, "keys" | "series">): ChartRow[] {
  return kpi.series.map((point) => {
    const row: ChartRow = { weekStart: point.weekStart, week: weekLabel(point.weekStart) };
    for (const { key } of kpi.keys) row[key] = point.values[key] ?? null;
    return row;
  });
}

/** Whether the KPI has any figure to draw at all. */
export function hasData(kpi: Pick<Kpi, "value" | "series">): boolean {
  return (
    kpi.value !== null ||
    kpi.series.some((point) => Object.values(point.values).some((value) => value !== null))
  );
}

export interface DataTable {
  columns: string[];
  rows: { week: string; weekStart: string; cells: string[] }[];
}

/** The chart's figures as a table: a row per week, a column per line, with units. */
export function dataTable(kpi: Pick<Kpi, "keys" | "series" | "unit">): DataTable {
  return {
    columns: kpi.keys.map((key) => key.label),
    rows: kpi.series.map((point) => ({
      week: weekLabel(point.weekStart),
      weekStart: point.weekStart,
      cells: kpi.keys.map((key) => formatKpiValue(point.values[key.key] ?? null, kpi.unit)),
    })),
  };
}

/**
 * Colours of the lines, in order. Plain values rather than theme variables, so a widget's PNG
 * (drawn from a copy of its SVG) keeps them; each passes 3:1 against the card's white.
 */
export const SERIES_COLORS = [
  "#0f766e",
  "#2563eb",
  "#b45309",
  "#7c3aed",
  "#be123c",
  "#0e7490",
  "#4b5563",
] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}

const DAY = 86_400_000;

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The Monday (UTC) of the ISO week holding `day`. */
export function mondayOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return isoDay(time - weekday * DAY);
}

/** The days a widget's period covers on `today`: the last N ISO weeks run to today. */
export function periodDays(period: WidgetPeriod, today: string): { from: string; to: string } {
  if (period.kind === "range") return { from: period.from, to: period.to };
  const monday = Date.parse(`${mondayOf(today)}T00:00:00Z`);
  return { from: isoDay(monday - (period.weeks - 1) * 7 * DAY), to: today };
}

export function describePeriod(period: WidgetPeriod): string {
  if (period.kind === "range") return `${period.from} to ${period.to}`;
  return period.weeks === 1 ? "This week" : `Last ${period.weeks} weeks`;
}

/**
 * What a widget asks `GET /api/kpis` for. Widgets with the same projects and period share one
 * request (every KPI of that scope), so a dashboard of six widgets over one scope asks once.
 */
export interface KpiScope {
  projectIds: number[];
  from: string;
  to: string;
}

export function widgetScope(
  widget: Pick<Widget, "projectIds" | "period">,
  today: string,
): KpiScope {
  return {
    projectIds: [...new Set(widget.projectIds)].sort((a, b) => a - b),
    ...periodDays(widget.period, today),
  };
}

/**
 * The widget's projects the viewer reads, as the API's own CSV counts them: a shared dashboard
 * may name projects its reader may not see, and those are left out, not refused. `undefined`
 * readable (not known) keeps them all; a portfolio widget (none named) stays one.
 */
export function viewerProjects(
  projectIds: readonly number[],
  readable: ReadonlySet<number> | undefined,
): { projectIds: number[]; noneVisible: boolean } {
  if (!readable || projectIds.length === 0)
    return { projectIds: [...projectIds], noneVisible: false };
  const visible = projectIds.filter((id) => readable.has(id));
  return { projectIds: visible, noneVisible: visible.length === 0 };
}

export function scopeQueryString(scope: KpiScope): string {
  const query = new URLSearchParams({ from: scope.from, to: scope.to });
  if (scope.projectIds.length > 0) query.set("projectIds", scope.projectIds.join(","));
  return query.toString();
}

/** A widget's heading: its own title, else the KPI's name. */
export function widgetTitle(widget: Pick<Widget, "title" | "kpi">): string {
  return widget.title.trim() || KPI_INFO[widget.kpi].label;
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
