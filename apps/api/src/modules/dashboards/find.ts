import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../trpc/errors.js";
import { type DashboardRow, findDashboard } from "./dashboards.repo.js";

/** A dashboard the guard has let through; 404 when it is gone meanwhile. */
export async function dashboardOr404(db: Kysely<Database>, id: number): Promise<DashboardRow> {
  const row = await findDashboard(db, id);
  if (!row) throw appError("NOT_FOUND", `Dashboard ${id} was not found.`);
  return row;
}

export type Viewer = Pick<User, "id" | "role">;
