/**
 * Open-loop load at a fixed rate: request i is due at start + i / rate, whatever happened to
 * the ones before, and its latency counts from when it was due. So a stall shows in the
 * latencies it caused (no coordinated omission), and the requests arrive evenly spaced, as
 * independent users would send them, rather than in bursts at the top of each second.
 */
import { Agent, request } from "node:http";

export interface PacedRequest {
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** Milliseconds, in completion order. */
  latencies: number[];
  errors: number;
  /** Completion time of each latency, ms since the run started. */
  completedAt: number[];
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function send(agent: Agent, base: URL, call: PacedRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers: call.body
          ? { ...call.headers, "content-type": "application/json" }
          : (call.headers ?? {}),
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve((res.statusCode ?? 500) < 400));
        res.on("error", () => resolve(false));
      },
    );
    req.on("error", () => resolve(false));
    req.end(call.body);
  });
}

/** Sends `next(i)` at `rate` per second for `seconds`; answers every latency. */
export async function paced(
  baseUrl: string,
  rate: number,
  seconds: number,
  next: (index: number) => PacedRequest,
): Promise<PacedResult> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const result: PacedResult = { latencies: [], errors: 0, completedAt: [] };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    // Never early (timers have millisecond grain): a request sent before it is due would
    // report less than its real latency.
    while (performance.now() < due) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(1, Math.ceil(due - performance.now()))),
      );
    }
    inFlight.push(
      send(agent, base, next(i)).then((ok) => {
        const done = performance.now();
        result.latencies.push(done - due);
        result.completedAt.push(done - start);
        if (!ok) result.errors += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return result;
}
