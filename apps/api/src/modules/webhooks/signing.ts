/**
 * How a delivery proves it comes from Cairn (docs/webhooks.md, "Verifying a delivery"): an
 * HMAC-SHA256, with the hook's secret, of the timestamp, a full stop and the raw body. The
 * timestamp is in the signed text so a captured delivery cannot be replayed later with a new
 * one; receivers reject timestamps older than five minutes.
 */
import { createHmac, randomBytes } from "node:crypto";

export const SIGNATURE_VERSION = "v1";

/** A new hook's secret: 32 random bytes, `whsec_` then base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** `v1=<hex>`: the value of `Cairn-Signature`. */
export function signDelivery(secret: string, timestamp: number, rawBody: string): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex");
  return `${SIGNATURE_VERSION}=${mac}`;
}

export interface DeliveryHeaderFields {
  webhookId: number;
  event: string;
  deliveryId: number;
  /** Unix seconds. */
  timestamp: number;
  secret: string;
  body: string;
}

/** Every header a delivery carries. */
export function deliveryHeaders(fields: DeliveryHeaderFields): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "User-Agent": "Cairn-Webhooks/1",
    "Cairn-Webhook-Id": String(fields.webhookId),
    "Cairn-Event": fields.event,
    "Cairn-Delivery": String(fields.deliveryId),
    "Cairn-Timestamp": String(fields.timestamp),
    "Cairn-Signature": signDelivery(fields.secret, fields.timestamp, fields.body),
  };
}
