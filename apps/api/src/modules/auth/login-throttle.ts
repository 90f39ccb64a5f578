/**
 * Failed-login throttling: at most 10 failures a minute for one username and 30 for one IP.
 * Only failures count, so a person who types the right password is never locked out by their
 * own success, and the limits hold across API processes (they live in the database).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { type Limit, peekLimit, recordHit } from "../../lib/rate-limit.js";

export const FAILED_LOGINS_PER_USERNAME: Limit = { max: 10, windowMs: 60_000 };
export const FAILED_LOGINS_PER_IP: Limit = { max: 30, windowMs: 60_000 };

const usernameKey = (username: string) => `login-failed:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login-failed:ip:${ip}`;

/** Seconds to wait before trying again, or 0 when a login attempt may go ahead. */
export async function loginRetryAfter(
  db: Kysely<Database>,
  username: string,
  ip: string,
  now: Date,
): Promise<number> {
  const [byUser, byIp] = await Promise.all([
    peekLimit(db, usernameKey(username), FAILED_LOGINS_PER_USERNAME, now),
    peekLimit(db, ipKey(ip), FAILED_LOGINS_PER_IP, now),
  ]);
  return Math.max(byUser.retryAfterSeconds, byIp.retryAfterSeconds);
}

export async function recordFailedLogin(
  db: Kysely<Database>,
  username: string,
  ip: string,
  now: Date,
): Promise<void> {
  await recordHit(db, usernameKey(username), now);
  await recordHit(db, ipKey(ip), now);
}
