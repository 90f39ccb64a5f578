/**
 * The rate limits' sliding log (`rate_limit_hits`, lib/rate-limit.ts): one row per counted event.
 * `lockKey` (lib/advisory-lock.repo.ts), `hitsSince` and `insertHit` are called in one transaction, so that a key's count and
 * its new event are one step for every API process.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/** The key's events after `since` (an ISO time): how many, and when the oldest was. */
export async function hitsSince(
  trx: Kysely<Database>,
  key: string,
  since: string,
): Promise<{ hits: number; oldest: string | null }> {
  // Counted with its oldest in one statement: countRows would read the count alone.
  const row = await trx
    .selectFrom("rateLimitHits")
    .select((eb) => [eb.fn.countAll<number>().as("hits"), eb.fn.min("hitAt").as("oldest")])
    .where("key", "=", key)
    .where("hitAt", ">", since)
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), oldest: row.oldest };
}

/** Records one event of the key; its id, to give it back (`deleteHits`). */
export async function insertHit(trx: Kysely<Database>, key: string, hitAt: Date): Promise<number> {
  const { id } = await trx
    .insertInto("rateLimitHits")
    .values({ key, hitAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes these events (at least one id). */
export async function deleteHits(db: Kysely<Database>, hitIds: readonly number[]): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("id", "in", hitIds).execute();
}

/** Deletes the events older than any window (housekeeping). */
export async function deleteOldHits(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("hitAt", "<", olderThan.toISOString()).execute();
}
