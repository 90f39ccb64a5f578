/**
 * The numbers of the status page (docs/product.md §3.7), read from where they are counted: the database
 * handle's query statistics, the request hook's statistics, and the integrations' own records.
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

export async function collectMetrics(
  sources: MetricsSources,
  now: Date,
): Promise<CollectedMetrics> {
  const ping = await pingDatabase(sources.db);
  const integrations = ping.ok ? await listIntegrations(sources.db).catch(() => []) : [];
  const queries = sources.queryStats.snapshot();
  const requests = sources.requestStats.snapshot();
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
