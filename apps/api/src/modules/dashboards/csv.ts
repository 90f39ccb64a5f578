import { dashboardIdInput, widgetCsvInput } from "@cairn/schema/dashboards";
import { fileDownload } from "@cairn/schema/documents";
import { access, readDashboard } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import {
  CSV_CONTENT_TYPE,
  type CsvSection,
  csvDownload,
  csvFileName,
  kpiCsv,
} from "../kpis/csv.js";
import { scopeLabel } from "../kpis/scope-names.js";
import type { DashboardRow } from "./dashboards.repo.js";
import { dashboardOr404, type Viewer } from "./find.js";
import { widgetFigures } from "./widget-figures.js";

type Db = Parameters<typeof dashboardOr404>[0];

async function sections(
  db: Db,
  viewer: Viewer,
  dashboard: DashboardRow,
  widgets: DashboardRow["widgets"],
  now: Date,
): Promise<CsvSection[]> {
  const out: CsvSection[] = [];
  for (const widget of widgets) {
    const figures = await widgetFigures(db, viewer, widget, now);
    out.push({
      dashboard: dashboard.name,
      widget: widget.title || figures.kpi.label,
      projects: await scopeLabel(
        db,
        widget.projectIds.length === 0 ? undefined : figures.projectIds,
      ),
      kpis: [figures.kpi],
    });
  }
  return out;
}

/** Every widget of a dashboard as CSV, with the caller's own permissions. */
export const dashboardCsv = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/dashboards/{dashboardId}/csv",
      summary: "A KPI dashboard's widgets as CSV, figures as the caller may see them",
      download: { contentTypes: [CSV_CONTENT_TYPE] },
    },
    access: access.signedIn({ record: readDashboard }),
  })
  .input(dashboardIdInput)
  .output(fileDownload)
  .query(async ({ ctx, input }) => {
    const dashboard = await dashboardOr404(ctx.db, input.dashboardId);
    const text = kpiCsv(await sections(ctx.db, ctx.user, dashboard, dashboard.widgets, ctx.now()));
    return csvDownload(csvFileName(dashboard.name), text);
  });

/** One widget of a dashboard as CSV. */
export const widgetCsv = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/dashboards/{dashboardId}/widgets/{widgetId}/csv",
      summary: "One widget of a KPI dashboard as CSV",
      download: { contentTypes: [CSV_CONTENT_TYPE] },
    },
    access: access.signedIn({ record: readDashboard }),
  })
  .input(widgetCsvInput)
  .output(fileDownload)
  .query(async ({ ctx, input }) => {
    const dashboard = await dashboardOr404(ctx.db, input.dashboardId);
    const widget = dashboard.widgets.find((one) => one.id === input.widgetId);
    if (!widget) {
      throw appError("NOT_FOUND", `Widget ${input.widgetId} was not found on this dashboard.`);
    }
    const text = kpiCsv(await sections(ctx.db, ctx.user, dashboard, [widget], ctx.now()));
    return csvDownload(csvFileName(`${dashboard.name} - ${widget.title || widget.kpi}`), text);
  });
