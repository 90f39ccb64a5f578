/**
 * Chat accounts and the Cairn accounts they act as (docs/assistant.md, "Linking"). A chat user
 * the bot does not know gets a one-time link, privately; opening it while signed in to Cairn
 * links the two, once. A disabled Cairn account answers nothing in chat, as it signs in nowhere.
 */
import { randomBytes } from "node:crypto";
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { AssistantPlatform, Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { hashToken } from "../auth/sessions.repo.js";
import { getUser } from "../users/users.repo.js";

/** How long a link or a code works: long enough to open it, short enough to be no standing key. */
export const LINK_MINUTES = 10;

export interface ChatIdentity {
  platform: AssistantPlatform;
  /** The Slack workspace (team id) or the Teams tenant. */
  workspaceId: string;
  externalUserId: string;
  /** The name the chat shows, for the link page ("Link Slack account @sam"). */
  name?: string;
  /** The workspace's name (Slack's `team_domain`), for the link page. */
  workspaceName?: string;
}

export async function linkedUser(db: Kysely<Database>, who: ChatIdentity): Promise<User | null> {
  const link = await db
    .selectFrom("assistantLinks")
    .innerJoin("users", "users.id", "assistantLinks.userId")
    .select(["users.id", "users.disabledAt"])
    .where("assistantLinks.platform", "=", who.platform)
    .where("assistantLinks.workspaceId", "=", who.workspaceId)
    .where("assistantLinks.externalUserId", "=", who.externalUserId)
    .executeTakeFirst();
  if (!link || link.disabledAt) return null;
  return (await getUser(db, link.id)) ?? null;
}

/** Whether the account is disabled now, or gone: either way it is answered nothing in chat. */
export async function accountDisabled(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("disabledAt")
    .where("id", "=", userId)
    .executeTakeFirst();
  return !row || row.disabledAt !== null;
}

/** A one-time link for an unlinked chat user; the token is answered once and kept hashed. */
export async function createLinkRequest(
  db: Kysely<Database>,
  who: ChatIdentity,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("assistantLinkRequests")
    .values({
      tokenHash: hashToken(token),
      platform: who.platform,
      workspaceId: who.workspaceId,
      workspaceName: who.workspaceName ?? null,
      externalUserId: who.externalUserId,
      externalName: who.name ?? null,
      expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
    })
    .execute();
  return token;
}

/** Whose chat account a link would link: what the link page shows before anyone confirms. */
export interface LinkPreview {
  platform: AssistantPlatform;
  workspaceId: string;
  workspaceName: string | null;
  externalUserId: string;
  externalName: string | null;
  expiresAt: string;
}

export type LinkRefusal = "unknown" | "expired" | "used";

/** The chat account a link's token names, or why it links nothing (it is not used up here). */
export async function previewLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ ok: true; link: LinkPreview } | { ok: false; why: LinkRefusal }> {
  const row = await db
    .selectFrom("assistantLinkRequests")
    .select([
      "platform",
      "workspaceId",
      "workspaceName",
      "externalUserId",
      "externalName",
      "expiresAt",
      "usedAt",
    ])
    .where("tokenHash", "=", hashToken(token))
    .where("userId", "is", null)
    .executeTakeFirst();
  if (!row?.workspaceId || !row.externalUserId) return { ok: false, why: "unknown" };
  if (row.usedAt) return { ok: false, why: "used" };
  if (Date.parse(row.expiresAt) <= now.getTime()) return { ok: false, why: "expired" };
  return {
    ok: true,
    link: {
      platform: row.platform,
      workspaceId: row.workspaceId,
      workspaceName: row.workspaceName,
      externalUserId: row.externalUserId,
      externalName: row.externalName,
      expiresAt: row.expiresAt,
    },
  };
}

export type LinkOutcome =
  | {
      linked: true;
      platform: AssistantPlatform;
      name: string | null;
      who: Required<Pick<ChatIdentity, "workspaceId" | "externalUserId">>;
    }
  | { linked: false; why: LinkRefusal };

/**
 * Links the chat account of `token` to `userId`: the request is used up in the same statement
 * that finds it, and a chat account already linked moves to this Cairn account (its owner just
 * proved they hold both).
 */
export async function claimLink(
  db: Kysely<Database>,
  token: string,
  userId: number,
  now: Date,
): Promise<LinkOutcome> {
  return withTransaction(db, async (trx) => {
    const request = await trx
      .updateTable("assistantLinkRequests")
      .set({ usedAt: now })
      .where("tokenHash", "=", hashToken(token))
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now.toISOString())
      .where("userId", "is", null)
      .returning(["platform", "workspaceId", "externalUserId", "externalName"])
      .executeTakeFirst();
    if (!request?.workspaceId || !request.externalUserId) {
      const row = await trx
        .selectFrom("assistantLinkRequests")
        .select(["usedAt"])
        .where("tokenHash", "=", hashToken(token))
        .executeTakeFirst();
      return { linked: false, why: !row ? "unknown" : row.usedAt ? "used" : "expired" };
    }
    await link(
      trx,
      { ...request, workspaceId: request.workspaceId, externalUserId: request.externalUserId },
      userId,
    );
    return {
      linked: true,
      platform: request.platform,
      name: request.externalName,
      who: { workspaceId: request.workspaceId, externalUserId: request.externalUserId },
    };
  });
}

/** A chat account linked to `userId`; one already linked moves (its owner proved both). */
async function link(db: Kysely<Database>, who: ChatIdentity, userId: number): Promise<void> {
  await db
    .insertInto("assistantLinks")
    .values({
      platform: who.platform,
      workspaceId: who.workspaceId,
      externalUserId: who.externalUserId,
      userId,
    })
    .onConflict((oc) =>
      oc.columns(["platform", "workspaceId", "externalUserId"]).doUpdateSet({ userId }),
    )
    .execute();
}

/** The code a signed-in person says to the Teams bot: 8 letters and digits, easy to type. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newLinkCode(): string {
  const bytes = randomBytes(8);
  return [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/** A code naming `userId`, for `platform`; good for LINK_MINUTES, once. */
export async function createLinkCode(
  db: Kysely<Database>,
  platform: AssistantPlatform,
  userId: number,
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const code = newLinkCode();
  const expiresAt = new Date(now.getTime() + LINK_MINUTES * 60_000).toISOString();
  await db
    .insertInto("assistantLinkRequests")
    .values({ tokenHash: hashToken(`${platform}:${code}`), platform, userId, expiresAt })
    .execute();
  return { code, expiresAt };
}

/** Links the chat account that said `code` to the Cairn account that asked for it. */
export async function claimLinkCode(
  db: Kysely<Database>,
  who: ChatIdentity,
  code: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .updateTable("assistantLinkRequests")
      .set({ usedAt: now })
      .where("tokenHash", "=", hashToken(`${who.platform}:${code.toUpperCase()}`))
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now.toISOString())
      .where("userId", "is not", null)
      .returning(["userId"])
      .executeTakeFirst();
    if (!request?.userId) return false;
    await link(trx, who, request.userId);
    return true;
  });
}

/** Housekeeping: link requests a day past their expiry, used or not. */
export async function deleteOldLinkRequests(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("assistantLinkRequests")
    .where("expiresAt", "<", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
}
