/**
 * What every write of an entry checks besides its schema (docs/raid.md): the people set on it
 * keep to the project's people, as a task's assignee does (an unknown id and an outsider get the
 * same 400), and the tasks it names are tasks of the same project.
 */
import type { Role } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { assertAssignee } from "../tasks/assignee.js";
import { countProjectTasks } from "./raid.repo.js";

export const NOT_PROJECT_TASKS = "taskIds: choose tasks of this project";

/** 400 when `ownerId` or `decidedBy` names someone who may not hold a task of the project. */
export async function assertEntryPeople(
  db: Kysely<Database>,
  projectId: number,
  people: { ownerId?: number | null; decidedBy?: number | null },
  actorRole: Role,
): Promise<void> {
  await assertAssignee(db, projectId, people.ownerId, actorRole, "ownerId");
  await assertAssignee(db, projectId, people.decidedBy, actorRole, "decidedBy");
}

/** 400 when one of these is not a task of the project (another project's, or none at all). */
export async function assertProjectTasks(
  db: Kysely<Database>,
  projectId: number,
  taskIds: readonly number[] | undefined,
): Promise<void> {
  if (!taskIds || taskIds.length === 0) return;
  if ((await countProjectTasks(db, projectId, taskIds)) !== taskIds.length) {
    throw appError("BAD_REQUEST", NOT_PROJECT_TASKS);
  }
}
