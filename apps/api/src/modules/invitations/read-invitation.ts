/** Finding the invitation of a link, or the error its page explains (404 unknown, 410 gone). */

import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError, GoneError } from "../../lib/app-error.js";
import { hashToken } from "../auth/sessions.repo.js";
import { findInvitation } from "./invitations.repo.js";

export const UNKNOWN_INVITATION =
  "This invitation link is not valid. Check that it was copied whole, or ask for a new one.";
export const EXPIRED_INVITATION = "This invitation has expired. Ask for a new one.";
export const USED_INVITATION =
  "This invitation was already used. Sign in with your username and password.";

export async function usableInvitation(db: Kysely<Database>, token: string, now: Date) {
  // Not one of ours: same answer as an unknown token, without a query.
  const found = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await findInvitation(db, hashToken(token))
    : undefined;
  if (!found) throw appError("NOT_FOUND", UNKNOWN_INVITATION);
  if (found.usedAt !== null) throw new GoneError(USED_INVITATION);
  if (Date.parse(found.expiresAt) <= now.getTime()) throw new GoneError(EXPIRED_INVITATION);
  return found;
}
