/**
 * Deleting stored files through the outbox (docs/files.md, "Deleting"): whoever removes the rows
 * that name files enqueues a `file.delete` message in the same transaction, so the files go
 * exactly when their rows do — after the commit, with the outbox's retries when the store is
 * away, and never when the change is rolled back. Deleting a file that is not there is a
 * success, so a message delivered twice (a crash mid-delivery) does no harm.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Delivery, Handlers } from "../outbox/handlers.js";
import { enqueue } from "../outbox/outbox.repo.js";
import { type FileStore, FileStoreError, isValidKey } from "./file-store.js";

export const FILE_DELETE = "file.delete";

/** Keys per message: deleted at once, each within the store's time limit, inside the lease. */
export const KEYS_PER_MESSAGE = 25;

export interface FileDeletePayload {
  keys: string[];
}

function isPayload(value: unknown): value is FileDeletePayload {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key) => typeof key === "string" && isValidKey(key))
  );
}

/** Enqueues the deletion of these stored files; run it in the transaction removing their rows. */
export async function enqueueFileDeletion(
  trx: Kysely<Database>,
  keys: readonly string[],
  now?: Date,
): Promise<void> {
  for (let start = 0; start < keys.length; start += KEYS_PER_MESSAGE) {
    const payload: FileDeletePayload = { keys: keys.slice(start, start + KEYS_PER_MESSAGE) };
    await enqueue(trx, FILE_DELETE, payload, now);
  }
}

/** The outbox handler of `file.delete`, deleting from `store`. */
export function fileHandlers(store: FileStore): Handlers {
  return {
    [FILE_DELETE]: async (payload): Promise<Delivery> => {
      if (!isPayload(payload)) {
        return { ok: false, retryable: false, error: "The file deletion message is malformed." };
      }
      const results = await Promise.allSettled(payload.keys.map((key) => store.delete(key)));
      const failures = results.flatMap((result) =>
        result.status === "rejected" ? [result.reason as unknown] : [],
      );
      if (failures.length === 0) return { ok: true };
      const first = failures[0];
      return {
        ok: false,
        // A store error says whether to try again; anything else might pass next time.
        retryable: failures.some((error) => !(error instanceof FileStoreError) || error.retryable),
        error:
          `${failures.length} of ${payload.keys.length} stored files could not be deleted: ` +
          (first instanceof FileStoreError ? first.message : "the file store failed."),
      };
    },
  };
}
