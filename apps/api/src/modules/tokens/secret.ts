/**
 * A token's secret: its kind's prefix and 32 random bytes (base64url). Only its SHA-256 is
 * stored; the prefix lets secret scanners recognise a leaked one, and the first characters after
 * it are kept in clear so lists can tell tokens apart.
 */
import { createHash, randomBytes } from "node:crypto";
import { TOKEN_PREFIXES, type TokenKind } from "@cairn/schema/api-tokens";

const SECRET = /^cairn_(?:pat|svc)_[A-Za-z0-9_-]{43}$/;

export function newSecret(kind: TokenKind): { secret: string; prefix: string; hash: string } {
  const secret = `${TOKEN_PREFIXES[kind]}${randomBytes(32).toString("base64url")}`;
  return {
    secret,
    prefix: secret.slice(0, TOKEN_PREFIXES[kind].length + 4),
    hash: hashSecret(secret),
  };
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** The kind of token a secret's prefix names; a secret is only ever looked up as that kind. */
export function kindOfSecret(secret: string): TokenKind | undefined {
  const kinds = Object.keys(TOKEN_PREFIXES) as TokenKind[];
  return kinds.find((kind) => secret.startsWith(TOKEN_PREFIXES[kind]));
}

/** Whether the text has the shape of a secret (anything else is refused without a query). */
export function looksLikeSecret(text: string): boolean {
  return SECRET.test(text);
}

/**
 * The bearer credential of an `Authorization` header: `undefined` when the header is absent or
 * of another scheme; the text after `Bearer ` otherwise (maybe malformed: the caller refuses it).
 */
export function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  // "Bearer" with nothing after it is still a bearer request (refused), never a cookie one.
  const match = /^Bearer(?:[ \t]+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? "").trim() : undefined;
}
