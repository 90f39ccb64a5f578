import { dashboardIdInput } from "@cairn/schema/dashboards";
import { fileDownload } from "@cairn/schema/documents";
import { access, readDashboard } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { CSV_CONTENT_TYPE, csvDownload } from "../../lib/csv.js";
import { csvFileName, kpiCsv } from "../kpis/csv.js";
import { csvSections } from "./csv-sections.js";
import { dashboardOr404, viewerOf } from "./find.js";

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
    const text = kpiCsv(
      await csvSections(ctx.db, viewerOf(ctx), dashboard, dashboard.widgets, ctx.now()),
    );
    return csvDownload(csvFileName(dashboard.name), text);
  });
