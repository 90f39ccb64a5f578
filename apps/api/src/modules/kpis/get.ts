import { kpisAnswer, kpisInput } from "@cairn/schema/kpis";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { kpiReport } from "./report.js";

/**
 * Delivery KPIs over a period, for the projects asked for or every project the caller reads
 * (docs/kpis.md); a project they may not read is 404.
 */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/kpis",
      summary: "Delivery KPIs by ISO week for a portfolio or some projects, with the period before",
    },
    access: access.signedIn(),
  })
  .input(kpisInput)
  .output(kpisAnswer)
  .query(({ ctx, input }) =>
    kpiReport(
      ctx.db,
      ctx.user,
      input,
      ctx.now(),
      reachablePlans(ctx.user, ctx.token !== undefined),
    ),
  );
