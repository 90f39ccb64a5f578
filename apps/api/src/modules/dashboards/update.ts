import { dashboard, updateDashboardInput } from "@cairn/schema/dashboards";
import { access, writeDashboard } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { StaleVersionError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { checkProjects } from "./check-fields.js";
import { ownerRole, saveDashboard } from "./dashboards.repo.js";
import { dashboardOr404 } from "./find.js";
import { presentDashboard } from "./present.js";

/**
 * Saves a dashboard (what is given replaces what it was), accepted only when based on its
 * current version — else 409 with the dashboard as it now is in `current`. Its projects must
 * be ones its owner reads.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/dashboards/{dashboardId}",
      summary: "Save a KPI dashboard (409 with the current one when stale)",
    },
    access: access.signedIn({ record: writeDashboard }),
  })
  .input(updateDashboardInput)
  .output(dashboard)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const current = await dashboardOr404(trx, input.dashboardId);
      const visibility = input.visibility ?? current.visibility;
      const fields = {
        name: input.name ?? current.name,
        visibility,
        projectId: visibility === "private" ? null : (input.projectId ?? current.projectId),
        widgets: input.widgets ?? current.widgets,
      };
      // The owner's reach, not the editor's: an admin editing it must not widen what it shows.
      const owner = await ownerRole(trx, current.ownerId);
      await checkProjects(trx, owner, fields);
      const saved = await saveDashboard(trx, current.id, input.version, fields, ctx.now());
      if (!saved) {
        const newer = await dashboardOr404(trx, current.id);
        throw new StaleVersionError(
          `Someone saved a newer version of this dashboard (version ${newer.version}); your changes were based on version ${input.version}.`,
          presentDashboard(newer, ctx.user),
        );
      }
      return presentDashboard(await dashboardOr404(trx, current.id), ctx.user);
    }),
  );
