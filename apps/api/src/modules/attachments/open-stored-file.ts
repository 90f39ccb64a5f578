import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { appError } from "../../lib/app-error.js";
import { type FileStore, FileStoreError } from "../files/file-store.js";
import { storeUnavailable } from "../files/receive.js";
import type { AttachmentRow } from "./attachments.repo.js";

/**
 * The stored bytes of an attachment, checked against its row. A row whose file is missing or
 * of another length should never be (a file is stored before its row is committed): it is
 * logged as an error and answered without the bytes.
 */
export async function openStoredFile(
  files: FileStore,
  row: Pick<AttachmentRow, "id" | "storageKey" | "sizeBytes">,
  log: FastifyBaseLogger,
): Promise<Readable> {
  let stored: Awaited<ReturnType<FileStore["get"]>>;
  try {
    stored = await files.get(row.storageKey);
  } catch (error) {
    if (error instanceof FileStoreError)
      throw storeUnavailable(error, "so the file cannot be sent");
    throw error;
  }
  if (!stored) {
    log.error({ attachmentId: row.id, key: row.storageKey }, "attachments: stored file missing");
    throw appError("NOT_FOUND", `The file of attachment ${row.id} is missing from the file store.`);
  }
  if (stored.length !== row.sizeBytes) {
    stored.stream.destroy();
    throw new Error(
      `attachment ${row.id}: the store holds ${stored.length} bytes, the row says ${row.sizeBytes}`,
    );
  }
  return stored.stream;
}
