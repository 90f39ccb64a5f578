import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY, judge, retryAfterMs } from "./retry-policy.js";

const answer = (status: number, headers: Record<string, string> = {}) => ({
  kind: "answer" as const,
  status,
  body: '{"message":"no"}',
  headers: new Headers(headers),
  ms: 5,
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  it("reads seconds and HTTP dates, and waits at most a minute", () => {
    expect(retryAfterMs("1", now)).toBe(1000);
    expect(retryAfterMs("Thu, 26 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("3600", now)).toBe(60_000);
    expect(retryAfterMs("Thu, 26 Nov 2026 11:00:00 GMT", now)).toBe(0);
  });
  it("gives up on what it cannot read", () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
  });
});

describe("judge", () => {
  it("waits on a 429 as told, or the default without Retry-After", () => {
    expect(judge(answer(429, { "retry-after": "2" }), DEFAULT_RETRY, 0)).toEqual({
      kind: "rate_limited",
      waitMs: 2000,
    });
    expect(judge(answer(429), DEFAULT_RETRY, 0)).toEqual({
      kind: "rate_limited",
      waitMs: DEFAULT_RETRY.defaultRetryAfterMs,
    });
  });
  it("retries 5xx and silence, refuses one item on a 4xx, stops on refused credentials", () => {
    expect(judge(answer(503), DEFAULT_RETRY, 0).kind).toBe("transient");
    expect(judge({ kind: "timeout", ms: 10 }, DEFAULT_RETRY, 0).kind).toBe("transient");
    expect(judge(answer(400), DEFAULT_RETRY, 0).kind).toBe("refused");
    expect(judge(answer(404), DEFAULT_RETRY, 0).kind).toBe("refused");
    expect(judge(answer(401), DEFAULT_RETRY, 0).kind).toBe("credentials");
    expect(judge(answer(201), DEFAULT_RETRY, 0)).toEqual({ kind: "ok", body: '{"message":"no"}' });
  });
});
