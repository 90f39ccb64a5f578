import type { Dashboard } from "@cairn/schema/dashboards";
import type { User } from "@cairn/schema/users";
import { canWriteDashboard } from "../../core/ownership.js";
import type { DashboardRow } from "./dashboards.repo.js";

/** A dashboard as the API answers it, for the person who asked (`editable`). */
export function presentDashboard(row: DashboardRow, viewer: Pick<User, "id" | "role">): Dashboard {
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    projectId: row.projectId,
    projectName: row.projectName,
    owner: { id: row.ownerId, name: row.ownerName },
    editable: canWriteDashboard(viewer, {
      ownerId: row.ownerId,
      visibility: row.visibility,
      // Whoever is shown the row reads it already: the project's people do not matter here.
      project: row.projectId === null ? null : { clientId: null, consultantId: null },
    }),
    widgets: row.widgets,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
