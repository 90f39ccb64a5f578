import { dashboard, dashboardIdInput } from "@cairn/schema/dashboards";
import { access, readDashboard } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { dashboardOr404 } from "./find.js";
import { presentDashboard } from "./present.js";

/** One dashboard: its owner's, or shared with a project the caller reads (others: 404). */
export const get = authedProcedure
  .meta({
    rest: { method: "GET", path: "/dashboards/{dashboardId}", summary: "One KPI dashboard" },
    access: access.signedIn({ record: readDashboard }),
  })
  .input(dashboardIdInput)
  .output(dashboard)
  .query(async ({ ctx, input }) =>
    presentDashboard(await dashboardOr404(ctx.db, input.dashboardId), ctx.user),
  );
