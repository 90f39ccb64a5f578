import { dashboardList } from "@cairn/schema/dashboards";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { visibleDashboards } from "./dashboards.repo.js";
import { viewerOf } from "./find.js";
import { presentDashboard } from "./present.js";

/** The caller's own dashboards, then those shared with a project they read. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/dashboards",
      summary: "KPI dashboards: mine, and those shared with projects I read",
    },
    access: access.signedIn(),
  })
  .output(dashboardList)
  .query(async ({ ctx }) => ({
    dashboards: (await visibleDashboards(ctx.db, ctx.user, viewerOf(ctx).plans)).map((row) =>
      presentDashboard(row, ctx.user),
    ),
  }));
