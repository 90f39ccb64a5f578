/**
 * Server-side sessions. The browser holds a random 256-bit token; the database holds only its
 * SHA-256, so a leaked table opens no session. A session ends after 12 hours without use or 7
 * days after login, whichever comes first.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ActiveSession } from "../../core/identity.js";
import type { Database } from "../../db/database.js";
import { userColumns } from "../../db/user-columns.js";
import type { SessionCache } from "./session-cache.js";

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  client: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insertInto("sessions")
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The live session of a token, or null; keeps an active session from idling out. With a
 * cache, a session checked within the last minute is answered from memory (session-cache.ts
 * says why that stays true).
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const at = now.getTime();
  const cached = cache?.peek(tokenHash);
  if (cached && at < cached.expiresAt && at - cached.lastSeenAt <= TOUCH_INTERVAL_MS) {
    return cached.session;
  }
  const readEpoch = cache?.epoch ?? 0;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select([
      "sessions.id as sessionId",
      "sessions.lastSeenAt",
      "sessions.expiresAt",
      ...userColumns,
    ])
    .where("sessions.tokenHash", "=", tokenHash)
    .where("sessions.expiresAt", ">", now.toISOString())
    .where("users.disabledAt", "is", null)
    .where("sessions.lastSeenAt", ">", new Date(at - SESSION_IDLE_MS).toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, lastSeenAt, expiresAt, ...user } = row;
  const session = { id: sessionId, user };
  let seen = Date.parse(lastSeenAt);
  if (at - seen > TOUCH_INTERVAL_MS) {
    await db.updateTable("sessions").set({ lastSeenAt: now }).where("id", "=", sessionId).execute();
    seen = at;
  }
  cache?.remember(
    tokenHash,
    { session, expiresAt: Date.parse(expiresAt), lastSeenAt: seen },
    readEpoch,
  );
  return session;
}

export async function deleteSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

export async function deleteSessionByToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("tokenHash", "=", hashToken(token)).execute();
}

/** Ends every session of a user at once (role change, password reset). */
export async function deleteUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expiresAt", "<=", now.toISOString()),
        eb("lastSeenAt", "<=", new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
