/**
 * API request metrics of this process (docs/product.md §3.7), as prom-client metrics, all
 * recorded by one call when a request has been answered:
 *
 * - a histogram of durations by route pattern, method and status class, for Prometheus;
 * - three counters of the requests that count (below): requests, 5xx answers, seconds spent.
 *
 * The status page reads its numbers from those counters — requests answered, the share
 * answered with a 5xx status and the mean response time since start — and so does `/metrics`
 * (`cairn_http_requests_total`, …): one source. Reading them costs the same whatever the
 * traffic; reading the histogram grows with its series, so nothing polled reads it.
 *
 * The health status reads the same share over the last five minutes: every 5 seconds the
 * counters are noted, and the recent numbers are the counters now less the oldest note within
 * the window.
 *
 * Which requests count: all but the monitoring paths and the liveness ping, which are in the
 * histogram (under their own routes) but not in the counters, so a status page or a load
 * balancer polling every few seconds does not dilute the error rate it shows.
 */
import { Counter, Histogram } from "prom-client";

const WINDOW_MS = 5 * 60 * 1000;
export const SAMPLE_EVERY_MS = 5000;

export const HTTP_DURATION = "cairn_http_request_duration_seconds";
export type RequestLabel = "route" | "method" | "status_class";

/** Whether a route (a label of the histogram) counts in the totals and the error rates. */
export function isCountedRoute(route: string): boolean {
  if (route === "/api/ping") return false;
  return !route.startsWith("/api/monitoring/") && !route.startsWith("/trpc/monitoring.");
}

/** 200 → "2xx": five values. */
export function statusClass(statusCode: number): string {
  return `${Math.trunc(statusCode / 100)}xx`;
}

export interface RequestStatsSnapshot {
  totalRequests: number;
  /** Requests answered 5xx. */
  errors: number;
  totalMs: number;
  /** Percent of all requests answered 5xx, two decimals. */
  errorRate: number;
  avgResponseTime: number;
  recent: { requests: number; errors: number; errorRate: number };
}

interface Totals {
  requests: number;
  errors: number;
}

interface Note extends Totals {
  at: number;
}

export class RequestStats {
  readonly duration = new Histogram<RequestLabel>({
    name: HTTP_DURATION,
    help: "Time spent answering API requests, by route pattern, method and status class.",
    labelNames: ["route", "method", "status_class"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [],
  });

  readonly requests = new Counter({
    name: "cairn_http_requests_total",
    help: "API requests answered (monitoring paths excluded).",
    registers: [],
  });

  readonly errors = new Counter({
    name: "cairn_http_request_errors_total",
    help: "API requests answered with a 5xx status (monitoring paths excluded).",
    registers: [],
  });

  readonly seconds = new Counter({
    name: "cairn_http_response_time_seconds_total",
    help: "Time spent answering the requests of cairn_http_requests_total.",
    registers: [],
  });

  readonly #clock: () => number;
  /** Totals noted every 5 s, oldest first, none older than the window. */
  readonly #notes: Note[];
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
    this.#notes = [{ at: clock(), requests: 0, errors: 0 }];
  }

  record(route: string, method: string, statusCode: number, durationMs: number): void {
    const seconds = durationMs / 1000;
    this.duration.observe({ route, method, status_class: statusClass(statusCode) }, seconds);
    if (!isCountedRoute(route)) return;
    this.requests.inc();
    this.seconds.inc(seconds);
    if (statusCode >= 500) this.errors.inc();
  }

  /** The metrics to register, in the order they are shown. */
  get metrics(): [Counter, Counter, Counter, Histogram<RequestLabel>] {
    return [this.requests, this.errors, this.seconds, this.duration];
  }

  /** Notes the totals every 5 s, for the recent numbers; `stop` ends it. */
  start(): void {
    this.#timer ??= setInterval(() => {
      this.note().catch(() => undefined);
    }, SAMPLE_EVERY_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Notes the totals now (the timer's work; tests call it as the clock moves). */
  async note(): Promise<void> {
    const totals = await this.#totals();
    const at = this.#clock();
    this.#notes.push({ at, ...totals });
    while (this.#notes.length > 1 && (this.#notes[0]?.at ?? at) < at - WINDOW_MS) {
      this.#notes.shift();
    }
  }

  async snapshot(): Promise<RequestStatsSnapshot> {
    const { requests, errors, seconds } = await this.#totals();
    const now = this.#clock();
    const since =
      this.#notes.find((note) => note.at >= now - WINDOW_MS) ?? this.#notes.at(-1) ?? null;
    const recentRequests = requests - (since?.requests ?? 0);
    const recentErrors = errors - (since?.errors ?? 0);
    const totalMs = seconds * 1000;
    return {
      totalRequests: requests,
      errors,
      totalMs,
      errorRate: percent(errors, requests),
      avgResponseTime: requests === 0 ? 0 : Math.round((totalMs / requests) * 100) / 100,
      recent: {
        requests: recentRequests,
        errors: recentErrors,
        errorRate: percent(recentErrors, recentRequests),
      },
    };
  }

  /** The counters now. */
  async #totals(): Promise<Totals & { seconds: number }> {
    const [requests, errors, seconds] = await Promise.all(
      [this.requests, this.errors, this.seconds].map(async (counter) => {
        const { values } = await counter.get();
        return values[0]?.value ?? 0;
      }),
    );
    return { requests: requests ?? 0, errors: errors ?? 0, seconds: seconds ?? 0 };
  }
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}
