/**
 * Making an invitation: a fresh single-use token (32 random bytes, base64url), stored hashed,
 * valid INVITATION_DAYS. A new invitation ends the user's older unused ones.
 */
import { randomBytes } from "node:crypto";
import { INVITATION_DAYS } from "@cairn/schema/invitations";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { hashToken } from "../auth/sessions.repo.js";
import { expireOpenInvitations, insertInvitation } from "./invitations.repo.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the invitation in the caller's transaction and answers the raw token: the only time it
 * exists outside the link. Callers put it in a link and never log it.
 */
export async function createInvitation(
  trx: Kysely<Database>,
  input: { userId: number; createdBy: number | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  await expireOpenInvitations(trx, input.userId, now);
  await insertInvitation(trx, {
    userId: input.userId,
    tokenHash: hashToken(token),
    createdBy: input.createdBy,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}
