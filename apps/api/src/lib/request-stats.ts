/**
 * API request metrics of this process (docs/product.md §3.7), kept in one prom-client histogram:
 * each answered request's duration by route pattern, method and status class. Everything else
 * is read from it: requests answered, the share answered with a 5xx status and the mean
 * response time since start (the status page, `cairn_http_requests_total`,
 * `cairn_http_request_errors_total`), and the same share over the last five minutes, which
 * the health status reads.
 *
 * The five minutes: every 5 seconds the histogram's totals are noted; the recent numbers are
 * the totals now less the oldest note within the window. Recording costs one observation
 * whatever the traffic, and reading walks the histogram's series once.
 *
 * Which routes count: the monitoring paths and the liveness ping are in the histogram (under
 * their own routes) but not in the totals, so a status page or a load balancer polling every
 * few seconds does not dilute the error rate it shows.
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

  readonly requests: Counter = new Counter({
    name: "cairn_http_requests_total",
    help: "API requests answered (monitoring paths excluded).",
    registers: [],
    collect: async () => {
      const { requests } = await this.#totals();
      this.requests.reset();
      this.requests.inc(requests);
    },
  });

  readonly errors: Counter = new Counter({
    name: "cairn_http_request_errors_total",
    help: "API requests answered with a 5xx status (monitoring paths excluded).",
    registers: [],
    collect: async () => {
      const { errors } = await this.#totals();
      this.errors.reset();
      this.errors.inc(errors);
    },
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
    this.duration.observe(
      { route, method, status_class: statusClass(statusCode) },
      durationMs / 1000,
    );
  }

  /** The metrics to register, in the order they are shown. */
  get metrics(): [Counter, Counter, Histogram<RequestLabel>] {
    return [this.requests, this.errors, this.duration];
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

  /** Counted requests, 5xx among them, and their time, summed over the histogram's series. */
  async #totals(): Promise<Totals & { seconds: number }> {
    const { values } = await this.duration.get();
    let requests = 0;
    let errors = 0;
    let seconds = 0;
    for (const { metricName, labels, value } of values) {
      if (!isCountedRoute(String(labels.route))) continue;
      if (metricName === `${HTTP_DURATION}_count`) {
        requests += value;
        if (labels.status_class === "5xx") errors += value;
      } else if (metricName === `${HTTP_DURATION}_sum`) {
        seconds += value;
      }
    }
    return { requests, errors, seconds };
  }
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}
