import type { DashboardVisibility, Widget } from "@cairn/schema/dashboards";
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { firstUnreadable } from "../kpis/kpis.repo.js";

/**
 * Every project a dashboard names (the one it is shared with, its widgets') must be one its
 * owner reads — else 404, as for any project they may not see.
 */
export async function checkProjects(
  db: Kysely<Database>,
  owner: Pick<User, "id" | "role">,
  fields: { visibility: DashboardVisibility; projectId: number | null; widgets: Widget[] },
): Promise<void> {
  const ids = new Set(fields.widgets.flatMap((widget) => widget.projectIds));
  if (fields.visibility === "shared" && fields.projectId !== null) ids.add(fields.projectId);
  if (ids.size === 0) return;
  const unreadable = await firstUnreadable(
    db,
    owner,
    [...ids].sort((a, b) => a - b),
  );
  if (unreadable !== undefined) {
    throw appError("NOT_FOUND", `Project ${unreadable} was not found.`);
  }
}
