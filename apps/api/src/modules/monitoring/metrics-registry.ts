/**
 * The metrics of one app, in a prom-client registry of its own (tests build many apps in one
 * process; nothing goes to prom-client's global registry), for `GET /metrics`:
 *
 * - counted where the work happens: API requests (lib/request-stats.ts) and database statements
 *   (db/query-stats.ts), whose histograms the status page reads too;
 * - read when scraped: the database ping, the integrations' records, the outbox's backlog (one
 *   grouped query, kept 5 seconds) and the live board streams open. The collectors of one
 *   scrape share one ping and one read of the integrations;
 * - Node's own (event-loop lag, heap, GC, CPU, handles): once per process, shared by every app's
 *   registry.
 */
import { INTEGRATION_STATUSES } from "@cairn/schema/constants";
import type { Kysely } from "kysely";
import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { Database } from "../../db/database.js";
import type { QueryStats } from "../../db/query-stats.js";
import type { RequestStats } from "../../lib/request-stats.js";
import type { IntegrationRow } from "../integrations/integrations.repo.js";
import { type OutboxBacklog, outboxBacklog } from "../outbox/outbox.repo.js";
import { readDatabase } from "./collect-metrics.js";

export interface RegistrySources {
  db: Kysely<Database>;
  queryStats: QueryStats;
  requestStats: RequestStats;
  /** Live board streams open on this process. */
  openStreams: () => number;
  startedAt: Date;
  now: () => Date;
}

/** How long the outbox's backlog is kept between scrapes. */
export const OUTBOX_READ_EVERY_MS = 5000;

/** Kept on the global object: a test runner that loads this module afresh still finds it. */
const PROCESS_REGISTRY = Symbol.for("cairn.metrics.process-registry");
const held = globalThis as { [PROCESS_REGISTRY]?: Registry };

/**
 * Node's default metrics, made once per process: they describe the process, not an app, and
 * each `collectDefaultMetrics` starts an event-loop monitor and a GC observer that nothing stops.
 */
function processMetrics(): Registry {
  let registry = held[PROCESS_REGISTRY];
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
    held[PROCESS_REGISTRY] = registry;
  }
  return registry;
}

/** One call shared by the callers that come while it runs (the collectors of one scrape). */
function sharedWhileRunning<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** An answer kept for `ms` of the app's clock (a failure too: no retry storm while down). */
function keptFor<T>(ms: number, now: () => Date, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const at = now().getTime();
    if (!kept || at - kept.at >= ms || at < kept.at) {
      const value = read();
      value.catch(() => undefined);
      kept = { at, value };
    }
    return kept.value;
  };
}

export function createMetricsRegistry(sources: RegistrySources): Registry {
  const registry = new Registry();
  const registers = [registry];
  const database = sharedWhileRunning(() => readDatabase(sources.db));
  const backlog = keptFor(OUTBOX_READ_EVERY_MS, sources.now, () => outboxBacklog(sources.db));
  const readBacklog = async (): Promise<OutboxBacklog | undefined> => {
    const { ping } = await database();
    return ping.ok ? backlog().catch(() => undefined) : undefined;
  };

  new Gauge({
    name: "cairn_process_start_time_seconds",
    help: "When this API process started.",
    registers,
  }).set(sources.startedAt.getTime() / 1000);
  new Gauge({
    name: "cairn_database_up",
    help: "1 when the database answered the last ping.",
    registers,
    async collect() {
      const { ping } = await database();
      this.set(ping.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: "cairn_database_ping_seconds",
    help: "Round trip of the last database ping.",
    registers,
    async collect() {
      const { ping } = await database();
      if (ping.ok) this.set(ping.latencyMs / 1000);
      else this.remove();
    },
  });
  for (const metric of sources.queryStats.metrics) registry.registerMetric(metric);
  for (const metric of sources.requestStats.metrics) registry.registerMetric(metric);

  const perIntegration = async (
    metric: Gauge<"integration"> | Counter<"integration">,
    value: (row: IntegrationRow) => number | null,
  ) => {
    const { integrations } = await database();
    metric.reset();
    for (const row of integrations) {
      const number = value(row);
      if (number === null) continue;
      if (metric instanceof Counter) metric.inc({ integration: row.name }, number);
      else metric.set({ integration: row.name }, number);
    }
  };
  new Gauge({
    name: "cairn_integration_enabled",
    help: "1 when the integration is switched on.",
    labelNames: ["integration"] as const,
    registers,
    collect() {
      return perIntegration(this, (row) => (row.enabled ? 1 : 0));
    },
  });
  new Gauge({
    name: "cairn_integration_status",
    help: "1 for the integration's current status.",
    labelNames: ["integration", "status"] as const,
    registers,
    async collect() {
      const { integrations } = await database();
      this.reset();
      for (const row of integrations) {
        for (const status of INTEGRATION_STATUSES) {
          this.set({ integration: row.name, status }, row.status === status ? 1 : 0);
        }
      }
    },
  });
  new Counter({
    name: "cairn_integration_syncs_total",
    help: "Successful calls to the provider.",
    labelNames: ["integration"] as const,
    registers,
    collect() {
      return perIntegration(this, (row) => row.syncCount);
    },
  });
  new Counter({
    name: "cairn_integration_errors_total",
    help: "Failed calls to the provider.",
    labelNames: ["integration"] as const,
    registers,
    collect() {
      return perIntegration(this, (row) => row.errorCount);
    },
  });
  new Gauge({
    name: "cairn_integration_response_seconds",
    help: "Response time of the last call to the provider.",
    labelNames: ["integration"] as const,
    registers,
    collect() {
      return perIntegration(this, (row) =>
        row.responseTime === null ? null : row.responseTime / 1000,
      );
    },
  });

  new Gauge({
    name: "cairn_outbox_messages",
    help: "Outgoing messages not delivered: pending (retries included) or failed (given up).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const read = await readBacklog();
      this.reset();
      if (!read) return;
      this.set({ status: "pending" }, read.pending);
      this.set({ status: "failed" }, read.failed);
    },
  });
  new Gauge({
    name: "cairn_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest pending outgoing message; 0 when none is pending.",
    registers,
    async collect() {
      const read = await readBacklog();
      if (!read) return this.remove();
      const oldest = read.oldestPendingAt ? Date.parse(read.oldestPendingAt) : undefined;
      this.set(oldest === undefined ? 0 : Math.max(0, sources.now().getTime() - oldest) / 1000);
    },
  });
  new Gauge({
    name: "cairn_board_streams_open",
    help: "Live board streams (server-sent events) open on this process.",
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });

  return Registry.merge([registry, processMetrics()]);
}
