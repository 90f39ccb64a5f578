/**
 * A task's files as rows (`task_attachments`): what the list shows (with who attached each),
 * the count a task's limit is checked against, and the storage keys to delete with a task or a
 * project. The bytes are in the file store (modules/files), under `storage_key`.
 */
import type { Kysely } from "kysely";
import type { TaskFacts } from "../../core/ownership.js";
import type { Database } from "../../db/database.js";

export interface AttachmentRow {
  id: number;
  taskId: number;
  uploadedBy: number | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  createdAt: string;
  uploaderUsername: string | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
}

function selectAttachments(db: Kysely<Database>) {
  return db
    .selectFrom("taskAttachments")
    .leftJoin("users", "users.id", "taskAttachments.uploadedBy")
    .select([
      "taskAttachments.id",
      "taskAttachments.taskId",
      "taskAttachments.uploadedBy",
      "taskAttachments.fileName",
      "taskAttachments.contentType",
      "taskAttachments.sizeBytes",
      "taskAttachments.sha256",
      "taskAttachments.storageKey",
      "taskAttachments.createdAt",
      "users.username as uploaderUsername",
      "users.firstName as uploaderFirstName",
      "users.lastName as uploaderLastName",
    ]);
}

/** A task's files, oldest first (the order they were attached). */
export function listAttachments(db: Kysely<Database>, taskId: number): Promise<AttachmentRow[]> {
  return selectAttachments(db)
    .where("taskAttachments.taskId", "=", taskId)
    .orderBy("taskAttachments.createdAt")
    .orderBy("taskAttachments.id")
    .execute();
}

/** One file of a task; undefined when the task has no such file. */
export function findAttachment(
  db: Kysely<Database>,
  taskId: number,
  attachmentId: number,
): Promise<AttachmentRow | undefined> {
  return selectAttachments(db)
    .where("taskAttachments.taskId", "=", taskId)
    .where("taskAttachments.id", "=", attachmentId)
    .executeTakeFirst();
}

export async function countAttachments(db: Kysely<Database>, taskId: number): Promise<number> {
  const row = await db
    .selectFrom("taskAttachments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("taskId", "=", taskId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewAttachment {
  taskId: number;
  uploadedBy: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  createdAt: Date;
}

export async function insertAttachment(db: Kysely<Database>, row: NewAttachment): Promise<number> {
  const { id } = await db
    .insertInto("taskAttachments")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteAttachment(db: Kysely<Database>, attachmentId: number): Promise<void> {
  await db.deleteFrom("taskAttachments").where("id", "=", attachmentId).execute();
}

/** Who relates to a task: its assignee, and its project's client and consultant. */
export async function taskFacts(
  db: Kysely<Database>,
  taskId: number,
): Promise<TaskFacts | undefined> {
  const row = await db
    .selectFrom("tasks")
    .innerJoin("projects", "projects.id", "tasks.projectId")
    .select(["tasks.assignedTo", "projects.clientId", "projects.consultantId"])
    .where("tasks.id", "=", taskId)
    .executeTakeFirst();
  return (
    row && {
      assignedTo: row.assignedTo,
      project: { clientId: row.clientId, consultantId: row.consultantId },
    }
  );
}

/** The storage keys of a task's files. */
export async function storageKeysOfTask(db: Kysely<Database>, taskId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("taskAttachments")
    .select("storageKey")
    .where("taskId", "=", taskId)
    .execute();
  return rows.map((row) => row.storageKey);
}

/** The storage keys of the files of every task of a project. */
export async function storageKeysOfProject(
  db: Kysely<Database>,
  projectId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("taskAttachments")
    .innerJoin("tasks", "tasks.id", "taskAttachments.taskId")
    .select("taskAttachments.storageKey")
    .where("tasks.projectId", "=", projectId)
    .execute();
  return rows.map((row) => row.storageKey);
}
