/**
 * A lock named by a text key, held until the transaction ends: every API process takes the same
 * one for the same key (PostgreSQL's transaction-scoped advisory locks, on PGlite too). For
 * "one at a time per key" without a row to lock: a rate limit's count, a signup's address, a
 * client's task dependencies.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/database.js";

export async function lockKey(trx: Kysely<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
