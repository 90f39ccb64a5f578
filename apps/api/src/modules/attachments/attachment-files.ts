/**
 * Deleting a task or a project deletes its files (docs/tasks.md, "Attachments"): the rows go
 * with the task (`on delete cascade`), and their stored files through the outbox, enqueued by
 * these functions in the transaction that deletes the task or project — call them before the
 * delete, while the rows still name the files.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Subscriber } from "../../lib/domain-events.js";
import type { TaskEvent } from "../board/task-events.js";
import { enqueueFileDeletion } from "../files/file-deletion.js";
import { storageKeysOfProject, storageKeysOfTask } from "./attachments.repo.js";

async function enqueueTaskFileDeletion(
  trx: Kysely<Database>,
  taskId: number,
  now?: Date,
): Promise<void> {
  await enqueueFileDeletion(trx, await storageKeysOfTask(trx, taskId), now);
}

/** A subscriber of the task aggregate's events: `task.deleted` is heard before the row goes. */
export const deleteFilesOfDeletedTask: Subscriber<TaskEvent> = async (trx, event) => {
  if (event.type === "task.deleted") await enqueueTaskFileDeletion(trx, event.task.id, event.at);
};

export async function enqueueProjectFileDeletion(
  trx: Kysely<Database>,
  projectId: number,
  now?: Date,
): Promise<void> {
  await enqueueFileDeletion(trx, await storageKeysOfProject(trx, projectId), now);
}
