/**
 * API request metrics of this process (docs/product.md §3.7): requests answered, the share answered with a
 * 5xx status, and the mean response time, since start; and the same share over the last five
 * minutes, which the health status reads. The recent window is a ring of 5-second buckets, so
 * recording and reading cost the same whatever the traffic.
 */

const WINDOW_MS = 5 * 60 * 1000;
const BUCKET_MS = 5000;
const BUCKETS = WINDOW_MS / BUCKET_MS;

interface Bucket {
  /** Which 5-second slot of time the counts belong to. */
  slot: number;
  requests: number;
  errors: number;
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

export class RequestStats {
  readonly #clock: () => number;
  readonly #ring: Bucket[] = Array.from({ length: BUCKETS }, () => ({
    slot: -1,
    requests: 0,
    errors: 0,
  }));
  #total = 0;
  #errors = 0;
  #totalMs = 0;

  constructor(clock: () => number = Date.now) {
    this.#clock = clock;
  }

  record(statusCode: number, durationMs: number): void {
    const failed = statusCode >= 500;
    this.#total += 1;
    this.#totalMs += durationMs;
    if (failed) this.#errors += 1;
    const slot = Math.floor(this.#clock() / BUCKET_MS);
    const bucket = this.#ring[slot % BUCKETS];
    if (!bucket) return;
    if (bucket.slot !== slot) {
      bucket.slot = slot;
      bucket.requests = 0;
      bucket.errors = 0;
    }
    bucket.requests += 1;
    if (failed) bucket.errors += 1;
  }

  snapshot(): RequestStatsSnapshot {
    const now = Math.floor(this.#clock() / BUCKET_MS);
    let requests = 0;
    let errors = 0;
    for (const bucket of this.#ring) {
      if (bucket.slot > now - BUCKETS && bucket.slot <= now) {
        requests += bucket.requests;
        errors += bucket.errors;
      }
    }
    return {
      totalRequests: this.#total,
      errors: this.#errors,
      totalMs: this.#totalMs,
      errorRate: percent(this.#errors, this.#total),
      avgResponseTime:
        this.#total === 0 ? 0 : Math.round((this.#totalMs / this.#total) * 100) / 100,
      recent: { requests, errors, errorRate: percent(errors, requests) },
    };
  }
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}
