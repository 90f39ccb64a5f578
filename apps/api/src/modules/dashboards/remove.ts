import { dashboardIdInput } from "@cairn/schema/dashboards";
import { access, writeDashboard } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { deleteDashboard } from "./dashboards.repo.js";

/** Deletes a dashboard (its owner, or an admin for a shared one). */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/dashboards/{dashboardId}",
      summary: "Delete a KPI dashboard",
    },
    access: access.signedIn({ record: writeDashboard }),
  })
  .input(dashboardIdInput)
  .mutation(async ({ ctx, input }) => {
    await deleteDashboard(ctx.db, input.dashboardId);
  });
