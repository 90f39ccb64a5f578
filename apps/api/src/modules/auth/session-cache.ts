/**
 * The sessions this process has checked, kept in memory so an authenticated request does not
 * read the database only to learn who is asking: an `AnnouncedCache` keyed by token hash whose
 * entries are grouped by user id (so `forgetGroup(String(userId))` drops a user's sessions).
 *
 * Why it stays true (besides what db/announced-cache.ts says):
 * - The database announces every change to a session or its user on `SESSION_CHANNEL`, naming
 *   the user (migration session-change-notices), which drops that user's entries; this process
 *   also drops what it revokes itself before answering, so its own next request never sees a
 *   session it has just ended.
 * - An entry serves only while the session is inside both expiry windows and has no
 *   last-seen time to write (sessions.repo.ts writes it once a minute), so each session is
 *   read again from the database at least once a minute anyway.
 */
import type { FastifyBaseLogger } from "fastify";
import type { ActiveSession } from "../../core/identity.js";
import { AnnouncedCache } from "../../db/announced-cache.js";
import type { DatabaseHandle } from "../../db/connect.js";

export const SESSION_CHANNEL = "cairn_session_changes";

export interface CachedSession {
  session: ActiveSession;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  lastSeenAt: number;
}

export type SessionCache = AnnouncedCache<CachedSession>;

export function createSessionCache(database: DatabaseHandle, log: FastifyBaseLogger): SessionCache {
  return new AnnouncedCache<CachedSession>(database, SESSION_CHANNEL, log, {
    maxEntries: 10_000,
    groupOf: (entry) => String(entry.session.user.id),
  });
}
