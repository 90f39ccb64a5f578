import { fileDownload } from "@cairn/schema/documents";
import { kpisInput } from "@cairn/schema/kpis";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { CSV_CONTENT_TYPE, csvDownload } from "../../lib/csv.js";
import { kpiCsv } from "./csv.js";
import { kpiReport } from "./report.js";
import { scopeLabel } from "./scope-names.js";

/** The answer of `GET /kpis` as a CSV file (docs/kpis.md, "CSV"). */
export const getCsv = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/kpis/csv",
      summary: "Delivery KPIs as CSV, one row per week and line (same query as /kpis)",
      download: { contentTypes: [CSV_CONTENT_TYPE] },
    },
    access: access.signedIn(),
  })
  .input(kpisInput)
  .output(fileDownload)
  .query(async ({ ctx, input }) => {
    const answer = await kpiReport(
      ctx.db,
      ctx.user,
      input,
      ctx.now(),
      reachablePlans(ctx.user, ctx.token !== undefined),
    );
    const projects = await scopeLabel(ctx.db, input.projectIds);
    const text = kpiCsv([{ dashboard: "", widget: "", projects, kpis: answer.kpis }]);
    return csvDownload(`kpis ${answer.from} to ${answer.to}.csv`, text);
  });
