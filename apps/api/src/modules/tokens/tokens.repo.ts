/**
 * API tokens in the database (docs/api-tokens.md): made, listed, revoked, and resolved on each
 * bearer request by one indexed read (the unique `token_hash`), which also refuses a disabled
 * owner's token. No cache: a revoked token is refused by the next request in every process.
 */
import type { TokenKind, TokenScope } from "@cairn/schema/api-tokens";
import type { User } from "@cairn/schema/users";
import { type Kysely, type Selectable, sql } from "kysely";
import type { ApiTokensTable, Database } from "../../db/database.js";
import { userColumns } from "../../db/user-columns.js";
import { hashSecret, kindOfSecret } from "./secret.js";

/** `last_used_at` is written at most this often per token, not on every request. */
export const LAST_USED_INTERVAL_MS = 60 * 1000;
/** The rate limit's window: requests are counted per token and minute. */
export const RATE_WINDOW_MS = 60 * 1000;

export type TokenRow = Selectable<ApiTokensTable> & { ownerName: string };

export interface ResolvedToken {
  id: number;
  kind: TokenKind;
  scopes: TokenScope[];
  lastUsedAt: string | null;
  user: User;
}

const ownerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', users.first_name, users.last_name)), ''), users.username)`;

/**
 * The live token of a secret (not expired, its owner not disabled), or undefined. Only a token
 * of the kind the secret's prefix names: a service secret never opens a personal token's row.
 */
export async function findToken(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<ResolvedToken | undefined> {
  const secretKind = kindOfSecret(secret);
  if (!secretKind) return undefined;
  const row = await db
    .selectFrom("apiTokens")
    .innerJoin("users", "users.id", "apiTokens.userId")
    .select([
      "apiTokens.id as tokenId",
      "apiTokens.kind",
      "apiTokens.scopes",
      "apiTokens.lastUsedAt",
      ...userColumns,
    ])
    .where("apiTokens.tokenHash", "=", hashSecret(secret))
    .where("apiTokens.kind", "=", secretKind)
    .where("apiTokens.expiresAt", ">", now.toISOString())
    .where("users.disabledAt", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tokenId, kind, scopes, lastUsedAt, ...user } = row;
  return { id: tokenId, kind, scopes: scopes as TokenScope[], lastUsedAt, user };
}

/**
 * Counts one request against the token's current minute and answers the count so far: one
 * statement, atomic across processes (the row's lock orders concurrent upserts).
 */
export async function countRequest(
  db: Kysely<Database>,
  tokenId: number,
  now: Date,
): Promise<{ count: number; windowEndsAt: number }> {
  const start = Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const row = await db
    .insertInto("apiTokenWindows")
    .values({ tokenId, windowStart: new Date(start), count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["tokenId", "windowStart"])
        .doUpdateSet({ count: sql`api_token_windows.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return { count: row.count, windowEndsAt: start + RATE_WINDOW_MS };
}

/** Records the use, when the last one recorded is older than a minute. */
export async function touchToken(
  db: Kysely<Database>,
  token: Pick<ResolvedToken, "id" | "lastUsedAt">,
  now: Date,
): Promise<void> {
  if (token.lastUsedAt && now.getTime() - Date.parse(token.lastUsedAt) < LAST_USED_INTERVAL_MS) {
    return;
  }
  await db.updateTable("apiTokens").set({ lastUsedAt: now }).where("id", "=", token.id).execute();
}

export async function insertToken(
  db: Kysely<Database>,
  values: {
    userId: number;
    kind: TokenKind;
    name: string;
    tokenHash: string;
    prefix: string;
    scopes: TokenScope[];
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("apiTokens")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

function selectTokens(db: Kysely<Database>) {
  return db
    .selectFrom("apiTokens")
    .innerJoin("users", "users.id", "apiTokens.userId")
    .select([
      "apiTokens.id",
      "apiTokens.userId",
      "apiTokens.kind",
      "apiTokens.name",
      "apiTokens.tokenHash",
      "apiTokens.prefix",
      "apiTokens.scopes",
      "apiTokens.createdAt",
      "apiTokens.expiresAt",
      "apiTokens.lastUsedAt",
      ownerName.as("ownerName"),
    ]);
}

export function findTokenById(db: Kysely<Database>, id: number): Promise<TokenRow | undefined> {
  return selectTokens(db).where("apiTokens.id", "=", id).executeTakeFirst();
}

/**
 * The tokens a person manages: their own, and for an administrator every service token too
 * (a service belongs to the organisation, not to the admin who happened to make it).
 */
export function listTokens(
  db: Kysely<Database>,
  user: Pick<User, "id" | "role">,
): Promise<TokenRow[]> {
  let query = selectTokens(db);
  query =
    user.role === "admin"
      ? query.where((eb) =>
          eb.or([eb("apiTokens.userId", "=", user.id), eb("apiTokens.kind", "=", "service")]),
        )
      : query.where("apiTokens.userId", "=", user.id);
  return query.orderBy("apiTokens.createdAt", "desc").orderBy("apiTokens.id", "desc").execute();
}

export async function deleteToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("apiTokens").where("id", "=", id).execute();
}

/** Housekeeping: rate windows that ended more than a few minutes ago. */
export async function deleteOldWindows(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("apiTokenWindows")
    .where("windowStart", "<", new Date(now.getTime() - 10 * RATE_WINDOW_MS).toISOString())
    .execute();
}

/** Whether the person is the client or consultant of a project whose plan includes API access. */
export async function hasTokenPlanProject(
  db: Kysely<Database>,
  userId: number,
  plans: readonly string[],
): Promise<boolean> {
  if (plans.length === 0) return false;
  const row = await db
    .selectFrom("projects")
    .select("id")
    .where((eb) => eb.or([eb("clientId", "=", userId), eb("consultantId", "=", userId)]))
    .where("planType", "in", plans as never)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
