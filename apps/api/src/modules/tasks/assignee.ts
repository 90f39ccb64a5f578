import type { ROLES } from "@cairn/schema/constants";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../trpc/errors.js";
import { isPossibleAssignee } from "./tasks.repo.js";

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
  const possible = await isPossibleAssignee(db, projectId, assignedTo, actorRole === "admin");
  if (!possible) throw appError("BAD_REQUEST", NOT_ON_PROJECT);
}
