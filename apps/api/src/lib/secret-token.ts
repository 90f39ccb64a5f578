/**
 * A secret link's token: 32 random bytes (base64url, 43 characters), of which only the SHA-256
 * (hex) is stored, as for sessions. Nobody can list the links or guess one, and a copy of the
 * database does not reveal one. Saved plans and calendar feeds are reached this way.
 */
import { createHash, randomBytes } from "node:crypto";

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token of the shape newSecretToken makes; anything else is refused without a query. */
export function isSecretToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
