/**
 * Starting an import (docs/imports.md), in this order:
 *
 *   1. refusals that need no byte of the file: /trpc (no body), a generic CSV without a mapping
 *      (400), the size (413);
 *   2. a dry run reads the file through to its end and answers the preview, writing nothing;
 *   3. otherwise the file is streamed into the file store (checked as UTF-8, JSON for Trello:
 *      415) and the job is queued with its key. When an import of the same format is already
 *      open for the project, that job is answered and the new file deleted.
 */
import { Readable } from "node:stream";
import type { Job } from "@cairn/schema/jobs";
import type { ImportPreview, ImportStartInput } from "@cairn/schema/tool-stack";
import type { Role } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import type { UploadBody } from "../../lib/upload-body.js";
import { enqueueFileDeletion } from "../files/file-deletion.js";
import { type FileStore, FileStoreError, newFileKey } from "../files/file-store.js";
import { storeUnavailable } from "../files/receive.js";
import { startJob } from "../jobs/jobs.repo.js";
import { present } from "../jobs/present.js";
import { PREVIEW_ROWS, previewRow } from "./collect.js";
import { ImportFileError } from "./formats/item.js";
import type { ImportJobInput } from "./run-import.js";
import { collectFile } from "./run-import.js";
import { checkedBytes, checkUploadSize } from "./upload-bytes.js";

export interface StartContext {
  db: Kysely<Database>;
  files: FileStore;
  userId: number;
  userRole: Role;
  now: Date;
  maxBytes: number;
}

async function preview(
  context: StartContext,
  upload: UploadBody,
  input: ImportStartInput,
): Promise<ImportPreview> {
  let collected: Awaited<ReturnType<typeof collectFile>>;
  try {
    collected = await collectFile(
      context.db,
      { projectId: input.projectId, actorRole: context.userRole },
      input.source,
      checkedBytes(upload, input.name, input.source),
      input.mapping,
    );
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    throw appError(error.notTheFormat ? "UNSUPPORTED_MEDIA_TYPE" : "BAD_REQUEST", error.message);
  }
  const items = [...collected.toCreate, ...collected.existing].sort((a, b) => a.row - b.row);
  return {
    source: input.source,
    headers: collected.headers,
    mapping: collected.mapping,
    rows: collected.rows,
    firstRows: items.slice(0, PREVIEW_ROWS).map(previewRow),
    errors: collected.failed.flatMap((entry) => entry.errors).sort((a, b) => a.row - b.row),
    notes: collected.notes,
    unknownPeople: collected.unknownPeople,
    alreadyImported: collected.existing.length,
  };
}

export async function startImport(
  context: StartContext,
  body: UploadBody | undefined,
  input: ImportStartInput,
): Promise<ImportPreview | Job> {
  const upload = checkUploadSize(body, context.maxBytes);
  if (input.dryRun) return preview(context, upload, input);
  if (input.source === "csv" && !input.mapping) {
    throw appError(
      "BAD_REQUEST",
      "Say which column holds which field (mapping) to import a CSV: a dry run proposes one.",
    );
  }
  const key = newFileKey(`imports/${input.projectId}`);
  try {
    await context.files.put(
      key,
      Readable.from(checkedBytes(upload, input.name, input.source), { objectMode: false }),
      {
        length: upload.length ?? 0,
        contentType:
          input.source === "trello-json" ? "application/json" : "text/csv; charset=utf-8",
      },
    );
  } catch (error) {
    if (error instanceof FileStoreError) throw storeUnavailable(error, "so nothing was imported");
    throw error;
  }
  const jobInput: ImportJobInput = { fileKey: key, name: input.name, mapping: input.mapping };
  const started = await withTransaction(context.db, async (trx) => {
    const result = await startJob(trx, {
      kind: "import",
      projectId: input.projectId,
      target: input.source,
      createdBy: context.userId,
      input: jobInput,
    });
    if (!result.created) await enqueueFileDeletion(trx, [key], context.now);
    return result.job;
  }).catch(async (error: unknown) => {
    // No job names the file: it goes now (a store that is away leaves it to no one, logged).
    await context.files.delete(key).catch(() => undefined);
    throw error;
  });
  return present(started);
}
