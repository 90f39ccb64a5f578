/**
 * How a push treats a provider's answer (pure): go on, wait as told and try the same call again
 * (429), try again shortly a few times (5xx, no answer), or give up on the item (another 4xx)
 * or on the whole push (refused credentials).
 */
import type { CallResult } from "../integrations/provider-call.js";

export interface RetryPolicy {
  /** Calls in all for one request that meets 5xx or no answer. */
  attempts: number;
  /** The wait before the second, third… attempt. */
  backoffMs: readonly number[];
  /** 429s honoured for one request before the push stops. */
  rateLimitWaits: number;
  /** A 429 without a usable Retry-After waits this long. */
  defaultRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 3,
  backoffMs: [500, 2000],
  rateLimitWaits: 10,
  defaultRetryAfterMs: 5000,
};

/** At most a minute is waited for, whatever the provider asks. */
export const MAX_RETRY_AFTER_MS = 60_000;

export type Verdict =
  | { kind: "ok"; body: string }
  | { kind: "rate_limited"; waitMs: number }
  | { kind: "transient"; reason: string }
  | { kind: "credentials"; status: number; body: string }
  | { kind: "refused"; status: number; body: string };

export function judge(result: CallResult, policy: RetryPolicy, now: number): Verdict {
  switch (result.kind) {
    case "timeout":
      return { kind: "transient", reason: "it did not answer in time" };
    case "unreachable":
      return { kind: "transient", reason: result.reason };
    case "cancelled":
      return { kind: "transient", reason: "the call was stopped" };
    case "too_large":
      return { kind: "refused", status: result.status, body: "" };
    case "answer":
      break;
  }
  const { status, body } = result;
  if (status >= 200 && status < 300) return { kind: "ok", body };
  if (status === 429) {
    return {
      kind: "rate_limited",
      waitMs: retryAfterMs(result.headers.get("retry-after"), now) ?? policy.defaultRetryAfterMs,
    };
  }
  if (status >= 500) return { kind: "transient", reason: `HTTP ${status}` };
  if (status === 401) return { kind: "credentials", status, body };
  return { kind: "refused", status, body };
}

/** Retry-After as seconds or as an HTTP date, capped at a minute; undefined when unusable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}
