/**
 * The numbers of the status page (docs/product.md §3.7), read from where they are counted: the
 * prom-client metrics of the database handle's statements and of the request hook (the same
 * ones `/metrics` shows), and the integrations' own records.
 * A database that does not answer is reported as such (connected: false, no integrations)
 * rather than failing the answer.
 */

import { stateOf } from "@cairn/schema/integrations";
import type { SystemMetrics } from "@cairn/schema/monitoring";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { QueryStats, QueryStatsSnapshot } from "../../db/query-stats.js";
import type { RequestStats, RequestStatsSnapshot } from "../../lib/request-stats.js";
import { type IntegrationRow, listIntegrations } from "../integrations/integrations.repo.js";
import { isConfigured, readStored } from "../integrations/stored-settings.js";
import { type Ping, pingDatabase } from "./database-ping.js";

export interface MetricsSources {
  db: Kysely<Database>;
  queryStats: QueryStats;
  requestStats: RequestStats;
  startedAt: Date;
}

export interface CollectedMetrics {
  metrics: SystemMetrics;
  ping: Ping;
  queries: QueryStatsSnapshot;
  requests: RequestStatsSnapshot;
  integrations: IntegrationRow[];
}

/** A ping, then (when it answered) the integrations' records. */
export async function readDatabase(
  db: Kysely<Database>,
): Promise<{ ping: Ping; integrations: IntegrationRow[] }> {
  const ping = await pingDatabase(db);
  const integrations = ping.ok ? await listIntegrations(db).catch(() => []) : [];
  return { ping, integrations };
}

export async function collectMetrics(
  sources: MetricsSources,
  now: Date,
): Promise<CollectedMetrics> {
  // The database first: its ping and list are counted in the numbers read after.
  const { ping, integrations } = await readDatabase(sources.db);
  const [queries, requests] = await Promise.all([
    sources.queryStats.snapshot(),
    sources.requestStats.snapshot(),
  ]);
  return {
    ping,
    queries,
    requests,
    integrations,
    metrics: {
      database: {
        connected: ping.ok,
        queryCount: queries.queryCount,
        errorCount: queries.errorCount,
        avgResponseTime: queries.avgResponseTime,
      },
      api: {
        totalRequests: requests.totalRequests,
        errorRate: requests.errorRate,
        avgResponseTime: requests.avgResponseTime,
        recentErrorRate: requests.recent.errorRate,
      },
      integrations: integrations.map((row) => ({
        name: row.name,
        status: row.status,
        state: stateOf({
          ...row,
          configured: isConfigured(row.name, readStored(row.name, row.settings)),
        }),
        lastSync: row.lastSync,
        syncCount: row.syncCount,
        errorCount: row.errorCount,
        responseTime: row.responseTime,
        lastError: row.lastError,
      })),
      startedAt: sources.startedAt.toISOString(),
      collectedAt: now.toISOString(),
    },
  };
}

export function metricsSources(app: {
  db: Kysely<Database>;
  database: { queryStats: QueryStats };
  requestStats: RequestStats;
  startedAt: Date;
}): MetricsSources {
  return {
    db: app.db,
    queryStats: app.database.queryStats,
    requestStats: app.requestStats,
    startedAt: app.startedAt,
  };
}
