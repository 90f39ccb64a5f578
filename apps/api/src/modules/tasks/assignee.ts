import type { ROLES } from "@cairn/schema/constants";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { isPossibleAssignee, possibleAssignees } from "./tasks.repo.js";

export const NOT_ON_PROJECT = "assignedTo: choose someone who works on this project";

/**
 * Who may hold a task of a project (SECURITY.md, "Shared rules"): its client, its consultant
 * and anyone already holding one of its tasks (the people its board lists). An administrator
 * may also bring in any account that may sign in. Every path that sets a person on a task goes
 * through this rule — an edit or a new task (and so the assistant's actions), an import, a
 * converted lead's roadmap — and an unknown person and someone outside the project get the same
 * answer, so that nobody learns which accounts exist.
 */
export async function assertAssignee(
  db: Kysely<Database>,
  projectId: number,
  assignedTo: number | null | undefined,
  actorRole: (typeof ROLES)[number],
): Promise<void> {
  if (assignedTo === null || assignedTo === undefined) return;
  const possible = await isPossibleAssignee(db, projectId, assignedTo, actorRole === "admin");
  if (!possible) throw appError("BAD_REQUEST", NOT_ON_PROJECT);
}

/**
 * The people an import may match a named person to (imports/people.ts): those of the rule
 * above, for the person importing. Anyone else stays unassigned and is listed as "unknown",
 * exactly like a name no account has.
 */
export function assigneesFor(
  db: Kysely<Database>,
  projectId: number,
  actorRole: (typeof ROLES)[number],
) {
  return possibleAssignees(db, projectId, actorRole === "admin");
}
