import { widgetCsvInput } from "@cairn/schema/dashboards";
import { fileDownload } from "@cairn/schema/documents";
import { access, readDashboard } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { CSV_CONTENT_TYPE, csvDownload } from "../../lib/csv.js";
import { csvFileName, kpiCsv } from "../kpis/csv.js";
import { csvSections } from "./csv-sections.js";
import { dashboardOr404, viewerOf } from "./find.js";

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
    const text = kpiCsv(await csvSections(ctx.db, viewerOf(ctx), dashboard, [widget], ctx.now()));
    return csvDownload(csvFileName(`${dashboard.name} - ${widget.title || widget.kpi}`), text);
  });
