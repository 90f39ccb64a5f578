import type { ROLES } from "@cairn/schema/constants";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { isPossibleAssignee, possibleAssignees } from "./tasks.repo.js";

/** The refusal of a person who may not be set in `field` (a task's assignee by default). */
export function notOnProject(field = "assignedTo"): string {
  return `${field}: choose someone who works on this project`;
}

export const NOT_ON_PROJECT = notOnProject();

/**
 * Who may hold a task of a project (SECURITY.md, "Shared rules"): its client, its consultant
 * and anyone already holding one of its tasks (the people its board lists). An administrator
 * may also bring in any account that may sign in. Every path that sets a person on a task goes
 * through this rule — an edit or a new task (and so the assistant's actions), an import, a
 * converted lead's roadmap, and the people of a RAID entry (its owner, who took a decision) —
 * and an unknown person and someone outside the project get the same answer, so that nobody
 * learns which accounts exist. `field` names the input field in that answer.
 */
export async function assertAssignee(
  db: Kysely<Database>,
  projectId: number,
  assignedTo: number | null | undefined,
  actorRole: (typeof ROLES)[number],
  field = "assignedTo",
): Promise<void> {
  if (assignedTo === null || assignedTo === undefined) return;
  if (!(await mayHoldTask(db, projectId, assignedTo, actorRole))) {
    throw appError("BAD_REQUEST", notOnProject(field));
  }
}

/** The rule above as a fact, for a path that leaves a task unassigned rather than refusing. */
export function mayHoldTask(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
  actorRole: (typeof ROLES)[number],
): Promise<boolean> {
  return isPossibleAssignee(db, projectId, userId, actorRole === "admin");
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
