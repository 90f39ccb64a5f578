/**
 * Database metrics of this process (docs/product.md §3.7: queries, errors, average time), counted where
 * the queries run: Kysely's log hook sees every statement with its duration and outcome, and a
 * driver wrapper sees the attempts that never got a connection (the database is down), which
 * the log hook cannot.
 */
import type { DatabaseConnection, Driver, LogEvent } from "kysely";
import { DelegatingDriver } from "./delegating-driver.js";

export interface QueryStatsSnapshot {
  queryCount: number;
  errorCount: number;
  /** Mean duration of the statements that ran, in ms (0 before the first). */
  avgResponseTime: number;
  /** Statements that ran (the connection failures are counted but not timed). */
  timedCount: number;
  totalMs: number;
}

export class QueryStats {
  #queries = 0;
  #errors = 0;
  #timed = 0;
  #totalMs = 0;

  /** Kysely's `log` option. */
  readonly log = (event: LogEvent): void => {
    this.#queries += 1;
    this.#timed += 1;
    this.#totalMs += event.queryDurationMillis;
    if (event.level === "error") this.#errors += 1;
  };

  /** A statement that could not run for want of a connection: counted, not timed. */
  connectionFailed(): void {
    this.#queries += 1;
    this.#errors += 1;
  }

  snapshot(): QueryStatsSnapshot {
    return {
      queryCount: this.#queries,
      errorCount: this.#errors,
      avgResponseTime: this.#timed === 0 ? 0 : round(this.#totalMs / this.#timed),
      timedCount: this.#timed,
      totalMs: this.#totalMs,
    };
  }
}

export class CountingDriver extends DelegatingDriver {
  readonly #stats: QueryStats;

  constructor(inner: Driver, stats: QueryStats) {
    super(inner);
    this.#stats = stats;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.#stats.connectionFailed();
      throw error;
    }
  }
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
