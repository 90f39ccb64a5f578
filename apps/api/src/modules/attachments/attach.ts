/**
 * Attaching a file to a task (docs/tasks.md, "Attachments"), in this order:
 *
 *   1. refusals that need no byte of the file: /trpc (no body), the extension, the right to
 *      attach (403), the task's file count (409);
 *   2. the file is streamed into the store (modules/files/receive.ts: size 413, type 415);
 *   3. its row and history line are written through the board (`changeTaskContents`), which
 *      checks the count again under the board's lock and announces the task's new counter.
 *
 * The file is stored before its row is committed, so a row never names a missing file; when the
 * transaction fails the stored file is deleted at once or, if the store is away, through the
 * outbox.
 */
import {
  ATTACHMENT_MAX_PER_TASK,
  type Attachment,
  attachmentTypeOf,
  typeNotAllowedMessage,
  type UploadAttachmentInput,
} from "@cairn/schema/attachments";
import type { User } from "@cairn/schema/users";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import type { UploadBody } from "../../lib/upload-body.js";
import { changeTaskContents } from "../board/placement.js";
import { enqueueFileDeletion } from "../files/file-deletion.js";
import { type FileStore, newFileKey } from "../files/file-store.js";
import { receiveFile } from "../files/receive.js";
import { recordActivity } from "../tasks/activity.repo.js";
import {
  countAttachments,
  findAttachment,
  insertAttachment,
  taskFacts,
} from "./attachments.repo.js";
import { presentAttachment } from "./present.js";
import { mayAttach } from "./rules.js";

export interface AttachContext {
  db: Kysely<Database>;
  files: FileStore;
  user: Pick<User, "id" | "username" | "role">;
  now: Date;
  maxBytes: number;
  log: FastifyBaseLogger;
}

const tooMany = (taskId: number) =>
  appError(
    "CONFLICT",
    `Task ${taskId} already holds ${ATTACHMENT_MAX_PER_TASK} files, the most a task can hold. ` +
      "Remove one before attaching another.",
  );

/** Removes a stored file whose row was never committed: now, or through the outbox. */
async function discardStoredFile(context: AttachContext, key: string): Promise<void> {
  try {
    await context.files.delete(key);
  } catch {
    try {
      await enqueueFileDeletion(context.db, [key], context.now);
    } catch (error) {
      context.log.error({ err: error, key }, "attachments: a stored file could not be discarded");
    }
  }
}

export async function attachFile(
  context: AttachContext,
  upload: UploadBody | undefined,
  input: UploadAttachmentInput,
): Promise<Attachment> {
  const { db, user, now } = context;
  const { taskId, name } = input;
  if (!upload) {
    throw appError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the file itself as the body of POST /api/tasks/{taskId}/attachments?name=…: " +
        "/trpc carries JSON only.",
    );
  }
  const type = attachmentTypeOf(name);
  if (!type) throw appError("UNSUPPORTED_MEDIA_TYPE", typeNotAllowedMessage(name));
  const facts = await taskFacts(db, taskId);
  if (!facts) throw appError("NOT_FOUND", `Task ${taskId} was not found.`);
  if (!mayAttach(user, facts)) {
    throw appError("FORBIDDEN", `Your account may see task ${taskId} but not attach files to it.`);
  }
  if ((await countAttachments(db, taskId)) >= ATTACHMENT_MAX_PER_TASK) throw tooMany(taskId);

  const key = newFileKey(`tasks/${taskId}`);
  const received = await receiveFile(context.files, upload, {
    key,
    name,
    type,
    maxBytes: context.maxBytes,
  });
  try {
    return await changeTaskContents(db, user, taskId, now, async (trx) => {
      if ((await countAttachments(trx, taskId)) >= ATTACHMENT_MAX_PER_TASK) throw tooMany(taskId);
      const id = await insertAttachment(trx, {
        taskId,
        uploadedBy: user.id,
        fileName: name,
        contentType: type.contentType,
        sizeBytes: received.sizeBytes,
        sha256: received.sha256,
        storageKey: key,
        createdAt: now,
      });
      await recordActivity(trx, [
        { taskId, actorId: user.id, kind: "attached", detail: name, at: now },
      ]);
      const row = await findAttachment(trx, taskId, id);
      if (!row) throw new Error(`attachment ${id} vanished in its own transaction`);
      return presentAttachment(row);
    });
  } catch (error) {
    await discardStoredFile(context, key);
    throw error;
  }
}
