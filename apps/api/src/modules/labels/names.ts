import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { isPgError } from "../../db/pg-error.js";
import { appError } from "../../lib/app-error.js";
import { nameTaken } from "./labels.repo.js";

/** The unique index that keeps label names apart within a project (any case). */
const NAME_INDEX = "project_labels_name_idx";

export function nameTakenMessage(name: string): string {
  return `This project already has a label called "${name}".`;
}

/** 409 when the project has a label of this name (any case) besides `exceptId`. */
export async function assertNameFree(
  db: Kysely<Database>,
  projectId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (await nameTaken(db, projectId, name, exceptId)) {
    throw appError("CONFLICT", nameTakenMessage(name));
  }
}

/**
 * Two writers naming a label alike at the same moment both pass `assertNameFree`; the index
 * refuses the second, which gets the same 409.
 */
export async function sameNameConflict<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error) && error.code === "23505" && error.constraint === NAME_INDEX) {
      throw appError("CONFLICT", nameTakenMessage(name), error);
    }
    throw error;
  }
}
