/**
 * One HTTP call to a provider: a time limit over the whole exchange (connecting, waiting,
 * reading), no redirects followed (a redirect could lead anywhere), and at most 256 KiB read.
 * Never throws: every way a call can end is a value the caller turns into plain words.
 */

export interface ProviderRequest {
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

export type CallResult =
  | { kind: "answer"; status: number; body: string; headers: Headers; ms: number }
  | { kind: "too_large"; status: number; ms: number }
  | { kind: "timeout"; ms: number }
  | { kind: "unreachable"; reason: string; ms: number }
  | { kind: "cancelled"; ms: number };

const MAX_ANSWER_BYTES = 256 * 1024;

export interface CallOptions {
  timeoutMs: number;
  /** Aborts the call early (the server is shutting down). */
  signal?: AbortSignal;
}

export async function callProvider(
  request: ProviderRequest,
  options: CallOptions,
): Promise<CallResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: "manual",
      signal,
    });
    const body = await readCapped(response);
    if (body === undefined) return { kind: "too_large", status: response.status, ms: elapsed() };
    return {
      kind: "answer",
      status: response.status,
      body,
      headers: response.headers,
      ms: elapsed(),
    };
  } catch (error) {
    if (timeout.aborted) return { kind: "timeout", ms: elapsed() };
    if (options.signal?.aborted) return { kind: "cancelled", ms: elapsed() };
    return { kind: "unreachable", reason: networkReason(error), ms: elapsed() };
  }
}

/** The body as text, or undefined past the size limit (the rest is not downloaded). */
async function readCapped(response: Response): Promise<string | undefined> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const NETWORK_REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: "the connection was refused",
  ECONNRESET: "the connection was reset",
  ENOTFOUND: "its address could not be found (DNS)",
  EAI_AGAIN: "its address could not be looked up (DNS)",
  EHOSTUNREACH: "its host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
  UND_ERR_SOCKET: "the connection closed early",
  CERT_HAS_EXPIRED: "its TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate was not accepted",
  SELF_SIGNED_CERT_IN_CHAIN: "its TLS certificate was not accepted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate was not accepted",
  ERR_TLS_CERT_ALTNAME_INVALID: "its TLS certificate is for another name",
};

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  return (code && NETWORK_REASONS[code]) ?? "the request failed";
}
