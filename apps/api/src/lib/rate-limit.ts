/**
 * Rate limits shared by every API process, kept in the database as a sliding log: one row per
 * counted event, and a limit is reached when the events of the last window reach its maximum.
 * Exact (no burst at window boundaries) and cheap for the rare events it counts — failed logins,
 * public form posts. Old rows are deleted by housekeeping. The statements are rate-limit.repo.ts's.
 *
 * Counting is atomic: `takeSlot` checks and records in one transaction that holds an advisory
 * lock on the key, so a burst of parallel requests cannot all read "9 of 10" and all go ahead.
 * Callers take the slot before the expensive work (a password hash, an AI call), never after.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { lockKey } from "./advisory-lock.repo.js";
import { deleteHits, hitsSince, insertHit } from "./rate-limit.repo.js";
import { withTransaction } from "./transaction.js";

export interface Limit {
  /** Events allowed in any window of `windowMs`. */
  max: number;
  windowMs: number;
}

export type Slot =
  | { limited: false; hitId: number }
  | {
      limited: true;
      /** Seconds until the oldest event of the window leaves it. */
      retryAfterSeconds: number;
    };

/** Counts one event against `key`, unless the key is already at its limit. */
export function takeSlot(
  db: Kysely<Database>,
  key: string,
  limit: Limit,
  now: Date,
): Promise<Slot> {
  return withTransaction(db, async (trx) => {
    // Released at commit. Every process takes the same lock for the same key.
    await lockKey(trx, key);
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    const { hits, oldest } = await hitsSince(trx, key, since);
    if (hits >= limit.max && oldest) {
      // Past the limit, the oldest counted event is the one whose expiry frees a slot.
      const freeAt = Date.parse(oldest) + limit.windowMs;
      return {
        limited: true,
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      };
    }
    return { limited: false, hitId: await insertHit(trx, key, now) };
  });
}

/** Gives back slots taken for work that turned out not to count (a successful login). */
export async function releaseSlots(db: Kysely<Database>, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length === 0) return;
  await deleteHits(db, hitIds);
}

/**
 * Takes one slot of each limit, in order; when one is full, gives back those already taken and
 * answers the longest wait among the full ones.
 */
export async function takeSlots(
  db: Kysely<Database>,
  limits: readonly { key: string; limit: Limit }[],
  now: Date,
): Promise<{ limited: false; hitIds: number[] } | { limited: true; retryAfterSeconds: number }> {
  const hitIds: number[] = [];
  for (const { key, limit } of limits) {
    const slot = await takeSlot(db, key, limit, now);
    if (slot.limited) {
      await releaseSlots(db, hitIds);
      return slot;
    }
    hitIds.push(slot.hitId);
  }
  return { limited: false, hitIds };
}
