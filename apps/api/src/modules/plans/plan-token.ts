/**
 * A saved plan's private link: 32 random bytes (base64url, 43 characters), of which only the
 * SHA-256 (hex) is stored, as for sessions. Nobody can list plans or guess a link, and a copy
 * of the database does not reveal one.
 */
import { createHash, randomBytes } from "node:crypto";

export function newPlanToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashPlanToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
