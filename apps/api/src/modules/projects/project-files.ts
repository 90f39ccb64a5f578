import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { countProjectTaskFiles } from "./projects.repo.js";

/**
 * Hands the files of a project's tasks to the file store for deletion, in the transaction that
 * deletes their rows, before those rows go (docs/projects.md, "Deleting").
 *
 * The file store and its outbox deletion are built by the `files` work of issue #18, which
 * exports `enqueueProjectFileDeletion(trx, projectId)`; this is the one place a project's
 * deletion calls it, to be wired when both are merged. Until then no path uploads a file, so a
 * project has none — and should one have a row of `task_attachments` all the same, deleting the
 * project fails rather than leave its files behind unreferenced.
 */
export async function deleteProjectFiles(trx: Kysely<Database>, projectId: number): Promise<void> {
  if ((await countProjectTaskFiles(trx, projectId)) > 0) {
    throw new Error(
      `Project ${projectId} has task files, and their deletion (enqueueProjectFileDeletion) is not wired into project deletion yet.`,
    );
  }
}
