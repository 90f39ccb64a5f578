/**
 * Database metrics of this process (docs/product.md §3.7: queries, errors, average time), counted where
 * the queries run, into prom-client metrics: Kysely's log hook sees every statement with its
 * duration and outcome (the duration histogram and the error counter, by kind of statement),
 * and a driver wrapper sees the attempts that never got a connection (the database is down),
 * which the log hook cannot. The status page's numbers are read back from these same metrics.
 *
 * The metrics belong to the database handle and are registered in no registry: the app that
 * uses the handle adds them to its own (modules/monitoring/metrics-registry.ts).
 */
import type { CompiledQuery, DatabaseConnection, Driver, LogEvent } from "kysely";
import { Counter, Histogram } from "prom-client";
import { DelegatingDriver } from "./delegating-driver.js";

export const QUERY_OPERATIONS = ["select", "insert", "update", "delete", "other"] as const;
export type QueryOperation = (typeof QUERY_OPERATIONS)[number];
/** The error counter's label for a statement that found no connection (its kind is unknown). */
export const NO_CONNECTION = "connect";

const BY_NODE: Readonly<Record<string, QueryOperation>> = {
  SelectQueryNode: "select",
  InsertQueryNode: "insert",
  UpdateQueryNode: "update",
  DeleteQueryNode: "delete",
};
const BY_KEYWORD: ReadonlySet<string> = new Set(["select", "insert", "update", "delete"]);

/**
 * The kind of a statement: from the query builder's root node, or for raw SQL from its first
 * word (`with …`, `begin`, `vacuum` and the like are `other`). Five values, whatever the SQL.
 */
export function operationOf(query: Pick<CompiledQuery, "query" | "sql">): QueryOperation {
  const byNode = BY_NODE[query.query.kind];
  if (byNode) return byNode;
  const first = /^\s*([a-z]+)/i.exec(query.sql)?.[1]?.toLowerCase() ?? "";
  return BY_KEYWORD.has(first) ? (first as QueryOperation) : "other";
}

export interface QueryStatsSnapshot {
  queryCount: number;
  errorCount: number;
  /** Mean duration of the statements that ran, in ms (0 before the first). */
  avgResponseTime: number;
  /** Statements that ran (the connection failures are counted but not timed). */
  timedCount: number;
  totalMs: number;
}

const DURATION = "cairn_database_query_duration_seconds";

export class QueryStats {
  /** Every statement that ran, by kind (its `_count` is the number of statements). */
  readonly duration = new Histogram({
    name: DURATION,
    help: "Time spent in database statements, by kind of statement.",
    labelNames: ["operation"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [],
  });

  /** Failed statements by kind, and statements that found no connection (`connect`). */
  readonly errors = new Counter({
    name: "cairn_database_query_errors_total",
    help: "Statements that failed, by kind; `connect`: found no connection.",
    labelNames: ["operation"] as const,
    registers: [],
  });

  /** All statements, the connection failures included: read from the two above on a scrape. */
  readonly queries: Counter = new Counter({
    name: "cairn_database_queries_total",
    help: "Statements sent to the database.",
    registers: [],
    collect: async () => {
      const { queryCount } = await this.snapshot();
      this.queries.reset();
      this.queries.inc(queryCount);
    },
  });

  /** Kysely's `log` option. */
  readonly log = (event: LogEvent): void => {
    const operation = operationOf(event.query);
    this.duration.observe({ operation }, event.queryDurationMillis / 1000);
    if (event.level === "error") this.errors.inc({ operation });
  };

  /** A statement that could not run for want of a connection: counted, not timed. */
  connectionFailed(): void {
    this.errors.inc({ operation: NO_CONNECTION });
  }

  /** The metrics to register, in the order they are shown. */
  get metrics(): [Counter, Counter<"operation">, Histogram<"operation">] {
    return [this.queries, this.errors, this.duration];
  }

  async snapshot(): Promise<QueryStatsSnapshot> {
    const [duration, errors] = await Promise.all([this.duration.get(), this.errors.get()]);
    let timed = 0;
    let seconds = 0;
    for (const sample of duration.values) {
      if (sample.metricName === `${DURATION}_count`) timed += sample.value;
      else if (sample.metricName === `${DURATION}_sum`) seconds += sample.value;
    }
    let failed = 0;
    let unconnected = 0;
    for (const sample of errors.values) {
      failed += sample.value;
      if (sample.labels.operation === NO_CONNECTION) unconnected += sample.value;
    }
    const totalMs = seconds * 1000;
    return {
      queryCount: timed + unconnected,
      errorCount: failed,
      avgResponseTime: timed === 0 ? 0 : round(totalMs / timed),
      timedCount: timed,
      totalMs,
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
