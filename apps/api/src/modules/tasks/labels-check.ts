import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { areLabelsOf } from "./tasks.repo.js";

export const NOT_PROJECT_LABELS = "labelIds: choose labels of this task's project";

/**
 * A task carries labels of its own project only (docs/tasks.md, "Labels"). An unknown id and a
 * label of another project get the same answer, so the error tells nobody which ids exist. Run
 * under the board's lock: the labels are held until the change commits, so a label deleted
 * meanwhile cannot be left on the task.
 */
export async function assertProjectLabels(
  db: Kysely<Database>,
  projectId: number,
  labelIds: readonly number[] | undefined,
): Promise<void> {
  if (!labelIds || labelIds.length === 0) return;
  if (!(await areLabelsOf(db, projectId, labelIds))) {
    throw appError("BAD_REQUEST", NOT_PROJECT_LABELS);
  }
}
