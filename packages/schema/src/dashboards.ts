/**
 * KPI dashboards (docs/kpis.md, "Dashboards"): a person's arrangement of KPI widgets on a grid
 * of DASHBOARD_COLUMNS columns. A dashboard is private to its owner, or shared with the people
 * of one project (its consultant, its client, admins), who read it but do not change it. Its
 * widgets keep only what to show; the figures are computed for whoever looks, with their own
 * permissions, so a shared dashboard never shows a viewer a project they may not read.
 */
import { z } from "zod";
import { recordId, requiredText, timestamp, versionInput } from "./common.js";
import { KPI_MAX_DAYS, kpiKey } from "./kpis.js";

export const WIDGET_KINDS = ["number", "line", "bar", "cumulative_flow", "table"] as const;
export const widgetKind = z.enum(WIDGET_KINDS);
export type WidgetKind = z.infer<typeof widgetKind>;

export const WIDGET_KIND_LABELS: Readonly<Record<WidgetKind, string>> = {
  number: "Number with trend",
  line: "Line chart",
  bar: "Bar chart",
  cumulative_flow: "Cumulative flow",
  table: "Table",
};

export const DASHBOARD_COLUMNS = 12;
export const DASHBOARD_MAX_WIDGETS = 24;
export const DASHBOARD_MAX_ROWS = 200;

/**
 * A widget's period: the last `weeks` ISO weeks (this one included), which moves with time,
 * or fixed days.
 */
export const widgetPeriod = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("last_weeks"),
    weeks: z
      .int({ error: "must be a whole number of weeks from 1 to 52" })
      .min(1, { error: "must be a whole number of weeks from 1 to 52" })
      .max(52, { error: "must be a whole number of weeks from 1 to 52" }),
  }),
  z
    .strictObject({
      kind: z.literal("range"),
      from: z.iso.date({ error: "must be a date written YYYY-MM-DD" }),
      to: z.iso.date({ error: "must be a date written YYYY-MM-DD" }),
    })
    .refine((period) => period.from <= period.to, { error: "must not end before it starts" })
    .refine(
      (period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 < KPI_MAX_DAYS,
      { error: `must be at most ${KPI_MAX_DAYS} days long` },
    ),
]);
export type WidgetPeriod = z.infer<typeof widgetPeriod>;

/** Where a widget sits: column and row of its top-left cell, and its size in cells. */
export const widgetLayout = z
  .strictObject({
    x: z
      .int()
      .min(0)
      .max(DASHBOARD_COLUMNS - 1),
    y: z.int().min(0).max(DASHBOARD_MAX_ROWS),
    w: z.int().min(1).max(DASHBOARD_COLUMNS),
    h: z.int().min(1).max(12),
  })
  .refine((layout) => layout.x + layout.w <= DASHBOARD_COLUMNS, {
    error: `must fit within the ${DASHBOARD_COLUMNS} columns of the grid`,
  });
export type WidgetLayout = z.infer<typeof widgetLayout>;

export const widget = z.strictObject({
  /** Chosen by the screen that adds it (letters, digits, `-`, `_`); unique in its dashboard. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "must be 1 to 40 letters, digits, - or _" }),
  kind: widgetKind,
  kpi: kpiKey,
  /** Shown above it; blank means the KPI's own name. */
  title: z.string().trim().max(80, { error: "must be at most 80 characters" }).default(""),
  /** Its projects; empty means every project the viewer may read (the portfolio). */
  projectIds: z.array(recordId).max(100).default([]),
  period: widgetPeriod,
  layout: widgetLayout,
});
export type Widget = z.infer<typeof widget>;

export const DASHBOARD_VISIBILITIES = ["private", "shared"] as const;
export type DashboardVisibility = (typeof DASHBOARD_VISIBILITIES)[number];

const widgets = z
  .array(widget)
  .max(DASHBOARD_MAX_WIDGETS, { error: `must hold at most ${DASHBOARD_MAX_WIDGETS} widgets` })
  .refine((list) => new Set(list.map((w) => w.id)).size === list.length, {
    error: "must not hold two widgets with the same id",
  });

const dashboardFields = {
  name: requiredText(120),
  visibility: z.enum(DASHBOARD_VISIBILITIES),
  /** The project whose people may read a shared dashboard; null for a private one. */
  projectId: recordId.nullable(),
  widgets,
};

const sharedNeedsProject = (input: {
  visibility?: DashboardVisibility;
  projectId?: number | null;
}) => input.visibility !== "shared" || input.projectId != null;
const SHARED_NEEDS_PROJECT = {
  error: "must name the project whose people may read a shared dashboard",
  path: ["projectId"],
};

export const createDashboardInput = z
  .strictObject(dashboardFields)
  .refine(sharedNeedsProject, SHARED_NEEDS_PROJECT);

/**
 * A whole-dashboard save: what changed, with the version it was read at; an older version is a
 * 409 carrying the dashboard as it now is.
 */
export const updateDashboardInput = z
  .strictObject({
    dashboardId: recordId,
    version: versionInput,
    ...dashboardFields,
  })
  .partial({ name: true, visibility: true, projectId: true, widgets: true })
  .refine(sharedNeedsProject, SHARED_NEEDS_PROJECT);

export const dashboard = z.object({
  id: z.number().int(),
  name: z.string(),
  visibility: z.enum(DASHBOARD_VISIBILITIES),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the caller may change it (its owner, or an admin). */
  editable: z.boolean(),
  widgets: z.array(widget),
  version: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Dashboard = z.infer<typeof dashboard>;

/**
 * The CSV of a widget or a dashboard (RFC 4180, UTF-8 with a byte-order mark, ISO dates): one
 * row per widget, week and line, under these headers.
 */
export const KPI_CSV_COLUMNS = [
  "dashboard",
  "widget",
  "kpi",
  "unit",
  "projects",
  "week_start",
  "series",
  "value",
] as const;

/** `GET/DELETE /api/dashboards/{dashboardId}`, and its CSV. */
export const dashboardIdInput = z.strictObject({ dashboardId: recordId });

/** `GET /api/dashboards/{dashboardId}/widgets/{widgetId}/csv`. */
export const widgetCsvInput = z.strictObject({
  dashboardId: recordId,
  widgetId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "is not a widget id" }),
});

/** `GET /api/dashboards`: the caller's own, then those shared with projects they read. */
export const dashboardList = z.object({ dashboards: z.array(dashboard) });
export type DashboardList = z.infer<typeof dashboardList>;

/** What the plan-limit 403 says a plan includes: "includes 1 KPI dashboard". */
export function dashboardsLimitWhat(allowed: number | null): string {
  if (allowed === null) return "includes any number of KPI dashboards";
  return `includes ${allowed} KPI dashboard${allowed === 1 ? "" : "s"}`;
}
