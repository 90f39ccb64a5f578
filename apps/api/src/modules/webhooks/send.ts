/**
 * One POST of a delivery, to the address that was checked (address-rules.ts): the request's
 * `lookup` answers that address whatever DNS would say now, so nothing can swap the target
 * between the check and the connection (DNS rebinding). The TLS name stays the URL's host, so
 * certificates are checked as usual. No redirect is followed, the whole exchange has a time
 * limit, and only the first KiB of the answer is kept.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Target } from "./address-rules.js";

export type SendResult =
  | { kind: "answer"; status: number; excerpt: string; retryAfterMs?: number; ms: number }
  | { kind: "timeout"; ms: number }
  | { kind: "unreachable"; reason: string; ms: number }
  | { kind: "cancelled"; ms: number };

export interface SendRequest {
  url: URL;
  target: Target;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  excerptBytes: number;
  signal?: AbortSignal;
}

const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: "the connection was refused",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "its host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
  EPIPE: "the connection closed early",
  CERT_HAS_EXPIRED: "its TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate was not accepted",
  SELF_SIGNED_CERT_IN_CHAIN: "its TLS certificate was not accepted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate was not accepted",
  ERR_TLS_CERT_ALTNAME_INVALID: "its TLS certificate is for another name",
};

/** A lookup that always answers the checked address. */
export function pinnedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (err: null, addresses: Array<{ address: string; family: number }>) => void)(
        null,
        [{ address: target.address, family: target.family }],
      );
    } else {
      callback(null, target.address, target.family);
    }
  };
}

/** Seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfter(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function sendDelivery(request: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = request.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const req = client.request(request.url, {
      method: "POST",
      headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
      lookup: pinnedLookup(request.target),
      // One connection per delivery: a pooled socket could belong to an earlier check.
      agent: false,
    });
    const timer = setTimeout(() => {
      finish({ kind: "timeout", ms: elapsed() });
      req.destroy();
    }, request.timeoutMs);
    const onAbort = () => {
      finish({ kind: "cancelled", ms: elapsed() });
      req.destroy();
    };
    request.signal?.addEventListener("abort", onAbort, { once: true });
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        // Cut at a character boundary: a split character would show as garbage.
        const excerpt = Buffer.concat(chunks)
          .subarray(0, request.excerptBytes)
          .toString("utf8")
          .replace(/\uFFFD+$/, "");
        const wait = retryAfter(response.headers["retry-after"]);
        finish({
          kind: "answer",
          status: response.statusCode ?? 0,
          excerpt,
          ms: elapsed(),
          ...(wait === undefined ? {} : { retryAfterMs: wait }),
        });
      };
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        kept += chunk.byteLength;
        // Enough for the log: the rest of a long answer is not downloaded.
        if (kept >= request.excerptBytes) {
          done();
          req.destroy();
        }
      });
      response.on("end", done);
      response.on("error", done);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      const reason = (error.code && NETWORK_REASONS[error.code]) ?? "the request failed";
      finish({ kind: "unreachable", reason, ms: elapsed() });
    });
    req.end(request.body);
  });
}
