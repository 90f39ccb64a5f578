/**
 * Actions waiting for their asker's yes (docs/assistant.md, "Actions"): kept for
 * CONFIRMATION_MINUTES under the SHA-256 of a 32-byte token, settled once — a second click on
 * "Confirm" finds it settled and changes nothing.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { hashToken } from "../auth/sessions.repo.js";
import { type PendingAction, pendingAction } from "./actions.js";

export const CONFIRMATION_MINUTES = 15;

export async function storeConfirmation(
  db: Kysely<Database>,
  userId: number,
  action: PendingAction,
  summary: string,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + CONFIRMATION_MINUTES * 60_000).toISOString();
  await db
    .insertInto("assistantConfirmations")
    .values({
      tokenHash: hashToken(token),
      userId,
      action: JSON.stringify(action),
      summary,
      expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export type Settled =
  | { found: true; action: PendingAction; summary: string }
  | { found: false; why: "unknown" | "expired" | "settled" };

/**
 * Takes the asker's pending action out of waiting, once: one conditional UPDATE, so two clicks
 * racing settle it once. Another person's token is "unknown", as is a malformed one.
 */
export async function settleConfirmation(
  db: Kysely<Database>,
  userId: number,
  token: string,
  now: Date,
): Promise<Settled> {
  const tokenHash = hashToken(token);
  const settled = await db
    .updateTable("assistantConfirmations")
    .set({ settledAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("userId", "=", userId)
    .where("settledAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .returning(["action", "summary"])
    .executeTakeFirst();
  if (settled) {
    return { found: true, action: pendingAction.parse(settled.action), summary: settled.summary };
  }
  const row = await db
    .selectFrom("assistantConfirmations")
    .select(["settledAt", "expiresAt"])
    .where("tokenHash", "=", tokenHash)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!row) return { found: false, why: "unknown" };
  return { found: false, why: row.settledAt ? "settled" : "expired" };
}

/**
 * Settles the asker's newest waiting proposal: Teams, whose outgoing webhooks cannot receive a
 * button's click, confirms with a reply of "yes" (docs/assistant.md).
 */
export async function settleNewestConfirmation(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<Settled> {
  const newest = await db
    .selectFrom("assistantConfirmations")
    .select("id")
    .where("userId", "=", userId)
    .where("settledAt", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!newest) return { found: false, why: "unknown" };
  const settled = await db
    .updateTable("assistantConfirmations")
    .set({ settledAt: now })
    .where("id", "=", newest.id)
    .where("settledAt", "is", null)
    .returning(["action", "summary"])
    .executeTakeFirst();
  if (!settled) return { found: false, why: "settled" };
  return { found: true, action: pendingAction.parse(settled.action), summary: settled.summary };
}

/** Housekeeping: confirmations a day past their expiry are of no use to anyone. */
export async function deleteOldConfirmations(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("assistantConfirmations")
    .where("expiresAt", "<", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
}
