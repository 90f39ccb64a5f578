/**
 * Slack's request signing (api.slack.com/authentication/verifying-requests-from-slack): the
 * `X-Slack-Signature` header is `v0=` and the hex HMAC-SHA256, keyed with the app's signing
 * secret, of `v0:<X-Slack-Request-Timestamp>:<raw body>`. A request older than five minutes is
 * refused, so a captured one cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SLACK_MAX_AGE_SECONDS = 5 * 60;

export type SignatureCheck = { ok: true } | { ok: false; why: string };

export function slackSignature(signingSecret: string, timestamp: string, body: string): string {
  const mac = createHmac("sha256", signingSecret).update(`v0:${timestamp}:${body}`).digest("hex");
  return `v0=${mac}`;
}

export function verifySlackSignature(input: {
  signingSecret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  now: Date;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) {
    return { ok: false, why: "The request has no valid X-Slack-Request-Timestamp." };
  }
  const age = Math.abs(input.now.getTime() / 1000 - Number(timestamp));
  if (age > SLACK_MAX_AGE_SECONDS) {
    return { ok: false, why: "The request is more than five minutes old." };
  }
  if (!signature) return { ok: false, why: "The request has no X-Slack-Signature." };
  const expected = Buffer.from(slackSignature(input.signingSecret, timestamp, input.body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, why: "The request's signature does not match." };
  }
  return { ok: true };
}
