import { type ApiToken, TOKEN_SCOPES, type TokenScope } from "@cairn/schema/api-tokens";
import type { TokenRow } from "./tokens.repo.js";

const KNOWN = new Set<string>(TOKEN_SCOPES);

/** A token as the API answers it: never its hash. */
export function present(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    prefix: row.prefix,
    scopes: row.scopes.filter((scope): scope is TokenScope => KNOWN.has(scope)),
    userId: row.userId,
    ownerName: row.ownerName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  };
}
