import { createDashboardInput, dashboard, dashboardsLimitWhat } from "@cairn/schema/dashboards";
import { PLAN_LIMITS } from "@cairn/schema/plan-limits";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { withTransaction } from "../../lib/transaction.js";
import { requireRoom } from "../plan-limits/limits.js";
import { checkProjects } from "./check-fields.js";
import {
  countOwned,
  findDashboard,
  insertDashboard,
  lockOwner,
  mostGenerousPlan,
} from "./dashboards.repo.js";
import { presentDashboard } from "./present.js";

/**
 * A new dashboard, owned by the caller. How many one keeps is the plan's (docs/kpis.md): the
 * most generous plan among the projects they read; admins have no limit.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/dashboards",
      summary: "Make a KPI dashboard (private, or shared with a project's people)",
      status: 201,
    },
    access: access.signedIn(),
  })
  .input(createDashboardInput)
  .output(dashboard)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      await checkProjects(trx, ctx.user, input);
      if (ctx.user.role !== "admin") {
        await lockOwner(trx, ctx.user.id);
        const plan = await mostGenerousPlan(trx, ctx.user);
        requireRoom(
          plan,
          "dashboards",
          await countOwned(trx, ctx.user.id),
          dashboardsLimitWhat(PLAN_LIMITS[plan].dashboards),
        );
      }
      const id = await insertDashboard(trx, ctx.user.id, input, ctx.now());
      const row = await findDashboard(trx, id);
      if (!row) throw new Error(`Dashboard ${id} vanished inside its own transaction`);
      return presentDashboard(row, ctx.user);
    }),
  );
