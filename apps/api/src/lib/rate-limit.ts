/**
 * Rate limits shared by every API process, kept in PostgreSQL as a sliding log: one row per
 * counted event, and a limit is reached when the events of the last window reach its maximum.
 * Exact (no burst at window boundaries) and cheap for the rare events it counts — failed logins,
 * public form posts. Old rows are deleted by housekeeping.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

export interface Limit {
  /** Events allowed in any window of `windowMs`. */
  max: number;
  windowMs: number;
}

export interface LimitState {
  limited: boolean;
  hits: number;
  /** Seconds until the oldest event of the window leaves it (0 when not limited). */
  retryAfterSeconds: number;
}

/** Reads the state of a key without counting an event. */
export async function peekLimit(
  db: Kysely<Database>,
  key: string,
  limit: Limit,
  now: Date,
): Promise<LimitState> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await db
    .selectFrom("rateLimitHits")
    .select((eb) => [eb.fn.countAll<number>().as("hits"), eb.fn.min("hitAt").as("oldest")])
    .where("key", "=", key)
    .where("hitAt", ">", since)
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  if (hits < limit.max || !row.oldest) return { limited: false, hits, retryAfterSeconds: 0 };
  // Past the limit, the oldest counted event is the one whose expiry frees a slot.
  const freeAt = Date.parse(row.oldest) + limit.windowMs;
  return {
    limited: true,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  };
}

/** Counts one event against a key. */
export async function recordHit(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db.insertInto("rateLimitHits").values({ key, hitAt: now }).execute();
}

/** Counts an event unless the key is already at its limit (for plain per-IP limits). */
export async function consumeLimit(
  db: Kysely<Database>,
  key: string,
  limit: Limit,
  now: Date,
): Promise<LimitState> {
  const state = await peekLimit(db, key, limit, now);
  if (!state.limited) await recordHit(db, key, now);
  return state;
}

export async function deleteOldHits(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("hitAt", "<", olderThan.toISOString()).execute();
}
