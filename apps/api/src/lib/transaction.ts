import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/**
 * Runs `work` in a transaction: the caller's, when `db` already is one (so a repository's
 * statements join the procedure's transaction, with its outbox messages and events), or a new
 * one. Kysely refuses to nest transactions; this is how code that needs one is written.
 */
export function withTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
