import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deliveryHeaders, newWebhookSecret, signDelivery } from "./signing.js";

describe("signing a delivery", () => {
  it("is v1= and the hex HMAC-SHA256 of the timestamp, a full stop and the raw body", () => {
    const body = '{"id":"evt_1","type":"ping","occurredAt":"2026-11-27T02:00:00.000Z","data":{}}';
    const expected = createHmac("sha256", "whsec_test").update(`1795744800.${body}`).digest("hex");
    expect(signDelivery("whsec_test", 1795744800, body)).toBe(`v1=${expected}`);
  });

  it("matches a value computed by hand (a fixed vector)", () => {
    // printf '%s' '1700000000.{}' | openssl dgst -sha256 -hmac secret
    expect(signDelivery("secret", 1700000000, "{}")).toBe(
      `v1=${createHmac("sha256", "secret").update("1700000000.{}").digest("hex")}`,
    );
    expect(signDelivery("secret", 1700000000, "{}")).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it("changes with the secret, the timestamp and every byte of the body", () => {
    const base = signDelivery("a", 1, "{}");
    expect(signDelivery("b", 1, "{}")).not.toBe(base);
    expect(signDelivery("a", 2, "{}")).not.toBe(base);
    expect(signDelivery("a", 1, "{ }")).not.toBe(base);
  });

  it("signs the body as UTF-8", () => {
    const body = '{"title":"Café ✓"}';
    const expected = createHmac("sha256", "k")
      .update(Buffer.from(`5.${body}`, "utf8"))
      .digest("hex");
    expect(signDelivery("k", 5, body)).toBe(`v1=${expected}`);
  });

  it("puts every documented header on a delivery", () => {
    const headers = deliveryHeaders({
      webhookId: 7,
      event: "task.moved",
      deliveryId: 42,
      timestamp: 1700000000,
      secret: "s",
      body: "{}",
    });
    expect(headers).toEqual({
      "Content-Type": "application/json",
      "User-Agent": "Cairn-Webhooks/1",
      "Cairn-Webhook-Id": "7",
      "Cairn-Event": "task.moved",
      "Cairn-Delivery": "42",
      "Cairn-Timestamp": "1700000000",
      "Cairn-Signature": signDelivery("s", 1700000000, "{}"),
    });
  });

  it("makes secrets of 32 random bytes", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
