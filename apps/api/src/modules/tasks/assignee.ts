import type { ROLES } from "@cairn/schema/constants";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../trpc/errors.js";

export const NOT_ON_PROJECT = "assignedTo: choose someone who works on this project";

/**
 * Who may hold a task of a project: its client, its consultant and anyone already holding one
 * of its tasks (the people its board lists). An administrator may also bring in any account
 * that may sign in. An unknown id and someone outside the project get the same answer, so the
 * error tells nobody which ids exist.
 */
export async function assertAssignee(
  db: Kysely<Database>,
  projectId: number,
  assignedTo: number | null | undefined,
  actorRole: (typeof ROLES)[number],
): Promise<void> {
  if (assignedTo === null || assignedTo === undefined) return;
  const found = await sql<{ ok: boolean }>`
    select exists (
      select 1 from users u
      where u.id = ${assignedTo} and u.disabled_at is null and (
        ${actorRole === "admin"}
        or exists (select 1 from projects p where p.id = ${projectId}
                   and (p.client_id = u.id or p.consultant_id = u.id))
        or exists (select 1 from tasks t where t.project_id = ${projectId} and t.assigned_to = u.id)
      )
    ) as ok`.execute(db);
  if (!found.rows[0]?.ok) throw appError("BAD_REQUEST", NOT_ON_PROJECT);
}
