/**
 * Removing a file from a task: under the board's lock (`changeTaskContents`, which announces
 * the task's new counter), the row goes, its history line is written and the stored file's
 * deletion is enqueued in the outbox — all in one transaction, so the file goes exactly when
 * its row does.
 */
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { changeTaskContents } from "../board/placement.js";
import { enqueueFileDeletion } from "../files/file-deletion.js";
import { recordActivity } from "../tasks/activity.repo.js";
import { deleteAttachment, findAttachment, taskFacts } from "./attachments.repo.js";
import { mayRemoveAttachment } from "./rules.js";

export function detachFile(
  db: Kysely<Database>,
  user: Pick<User, "id" | "username" | "role">,
  input: { taskId: number; attachmentId: number },
  now: Date,
): Promise<void> {
  const { taskId, attachmentId } = input;
  return changeTaskContents(db, user, taskId, now, async (trx) => {
    const row = await findAttachment(trx, taskId, attachmentId);
    if (!row) throw appError("NOT_FOUND", `Task ${taskId} has no attachment ${attachmentId}.`);
    const facts = await taskFacts(trx, taskId);
    if (!facts || !mayRemoveAttachment(user, facts, row.uploadedBy)) {
      throw appError(
        "FORBIDDEN",
        `Only the person who attached “${row.fileName}” or someone who may change task ${taskId} can remove it.`,
      );
    }
    await deleteAttachment(trx, row.id);
    await enqueueFileDeletion(trx, [row.storageKey], now);
    await recordActivity(trx, [
      { taskId, actorId: user.id, kind: "attachment_removed", detail: row.fileName, at: now },
    ]);
  });
}
