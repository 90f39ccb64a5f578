/**
 * The invitations table. Only the SHA-256 (hex) of a link's token is stored, as for sessions:
 * a leaked table opens no account.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

export async function insertInvitation(
  db: Kysely<Database>,
  values: {
    userId: number;
    tokenHash: string;
    createdBy: number | null;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insertInto("invitations").values(values).execute();
}

/** Ends a user's unused invitations that are still valid: only the newest link works. */
export async function expireOpenInvitations(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("invitations")
    .set({ expiresAt: now })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .execute();
}

/** An invitation by its token's hash, with what the invitation page shows of its user. */
export async function findInvitation(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.userId")
    .select([
      "invitations.id",
      "invitations.userId",
      "invitations.expiresAt",
      "invitations.usedAt",
      "users.username",
      "users.email",
      "users.firstName",
      "users.disabledAt",
    ])
    .where("invitations.tokenHash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Marks an invitation used, if it still may be: one conditional UPDATE, so of two accepts at
 * the same moment exactly one changes the row (PostgreSQL re-checks the condition after the
 * first commits) and the other gets false.
 */
export async function consumeInvitation(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable("invitations")
    .set({ usedAt: now })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
