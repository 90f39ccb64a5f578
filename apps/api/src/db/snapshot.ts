/**
 * Reads that must all see one state of the database, at the least cost each database allows:
 * - PGlite has a single session, lent to one caller at a time (db/serialized-driver.ts; Kysely's
 *   adapter says so: `supportsMultipleConnections` is false). Holding it for the reads is
 *   already a snapshot: nothing can commit in between. No BEGIN and COMMIT, which were two of
 *   the board read's six round trips to PGlite's thread (docs/performance.md).
 * - PostgreSQL: a repeatable-read, read-only transaction on one pooled connection.
 * Inside a transaction, the reads simply join it.
 */
import type { Kysely } from "kysely";
import type { Database } from "./database.js";

export function readSnapshot<T>(
  db: Kysely<Database>,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return read(db);
  if (!db.getExecutor().adapter.supportsMultipleConnections) {
    return db.connection().execute(read);
  }
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(read);
}
