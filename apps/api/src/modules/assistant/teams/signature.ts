/**
 * Microsoft Teams outgoing webhooks (learn.microsoft.com, "Create an outgoing webhook"): the
 * `Authorization` header is `HMAC <base64>`, the base64 HMAC-SHA256 of the raw body keyed with
 * the security token Teams showed when the webhook was made, itself base64 (decoded first).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SignatureCheck } from "../slack/signature.js";

export function teamsSignature(securityToken: string, body: string): string {
  const key = Buffer.from(securityToken, "base64");
  return createHmac("sha256", key).update(body, "utf8").digest("base64");
}

export function verifyTeamsSignature(input: {
  securityToken: string;
  authorization: string | undefined;
  body: string;
}): SignatureCheck {
  const match = /^HMAC ([A-Za-z0-9+/]+={0,2})$/.exec(input.authorization ?? "");
  if (!match?.[1]) return { ok: false, why: "The request has no HMAC Authorization header." };
  const expected = Buffer.from(teamsSignature(input.securityToken, input.body));
  const given = Buffer.from(match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, why: "The request's HMAC does not match." };
  }
  return { ok: true };
}
