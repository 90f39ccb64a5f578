/**
 * Failed-login throttling, after OWASP's authentication guidance: limits that slow a guesser
 * down without letting one lock the real owner out of an account.
 *
 * - 10 failures a minute for one username from one address (the usual case of a guesser);
 * - 50 failures in 15 minutes for one username whatever the address (a guesser who spreads
 *   over many addresses), a ceiling well above the first so that it rarely bites;
 * - 30 failures a minute from one address whatever the usernames (a sprayer);
 * - a browser that signed in to this account before carries a device cookie and is counted on
 *   its own allowance only (10 a minute), so someone else's failures never lock it out.
 *
 * A slot of each applicable limit is taken *before* the password is checked, atomically, so a
 * burst cannot all read "under the limit"; a successful login gives its slots back, so only
 * failures count. The limits live in the database and hold across API processes.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { type Limit, releaseSlots, takeSlots } from "../../lib/rate-limit.js";

export const FAILED_LOGINS_PER_CLIENT: Limit = { max: 10, windowMs: 60_000 };
export const FAILED_LOGINS_PER_USERNAME: Limit = { max: 50, windowMs: 15 * 60_000 };
export const FAILED_LOGINS_PER_IP: Limit = { max: 30, windowMs: 60_000 };
export const FAILED_LOGINS_PER_DEVICE: Limit = { max: 10, windowMs: 60_000 };

/** Keys never hold the username itself: the table may be read by people who should not. */
const fingerprint = (text: string) =>
  createHash("sha256").update(text.toLowerCase()).digest("base64url").slice(0, 22);

/** Which limits one login attempt counts against (pure, for the tests and the docs). */
export function loginLimits(attempt: {
  username: string;
  ip: string;
  /** The device id when this browser holds a valid device cookie for this username. */
  trustedDevice: string | undefined;
}): { key: string; limit: Limit }[] {
  const user = fingerprint(attempt.username);
  if (attempt.trustedDevice) {
    return [{ key: `login:device:${attempt.trustedDevice}`, limit: FAILED_LOGINS_PER_DEVICE }];
  }
  return [
    { key: `login:client:${user}:${attempt.ip}`, limit: FAILED_LOGINS_PER_CLIENT },
    { key: `login:user:${user}`, limit: FAILED_LOGINS_PER_USERNAME },
    { key: `login:ip:${attempt.ip}`, limit: FAILED_LOGINS_PER_IP },
  ];
}

export type LoginReservation =
  | { limited: false; release: () => Promise<void> }
  | { limited: true; retryAfterSeconds: number };

/** Counts an attempt before the password is checked; `release` when it succeeded after all. */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  attempt: Parameters<typeof loginLimits>[0],
  now: Date,
): Promise<LoginReservation> {
  const taken = await takeSlots(db, loginLimits(attempt), now);
  if (taken.limited) return taken;
  return { limited: false, release: () => releaseSlots(db, taken.hitIds) };
}

export { fingerprint as usernameFingerprint };
