import type { PlanId } from "@cairn/schema/plan-limits";
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import { reachablePlans } from "../../core/token-scopes.js";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { type DashboardRow, findDashboard } from "./dashboards.repo.js";

/** A dashboard the guard has let through; 404 when it is gone meanwhile. */
export async function dashboardOr404(db: Kysely<Database>, id: number): Promise<DashboardRow> {
  const row = await findDashboard(db, id);
  if (!row) throw appError("NOT_FOUND", `Dashboard ${id} was not found.`);
  return row;
}

/**
 * Who reads a dashboard, and the plans whose projects they reach when they read with a token
 * (tokens/scopes.ts reachablePlans; undefined: every plan).
 */
export type Viewer = Pick<User, "id" | "role"> & { plans?: readonly PlanId[] | undefined };

/** The caller of a procedure as a dashboard's viewer. */
export function viewerOf(ctx: { user: User; token?: unknown }): Viewer {
  const { id, role } = ctx.user;
  return { id, role, plans: reachablePlans(ctx.user, ctx.token !== undefined) };
}
