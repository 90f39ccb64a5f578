import { z } from "zod";
import { text, timestamp } from "./common.js";
import { HEALTH_STATUSES, LOG_LEVELS } from "./constants.js";
import { integrationState, integrationStatus } from "./integrations.js";

/**
 * Monitoring metrics (docs/product.md §3.7), counted by this API process since it started. Times are in
 * ms; error rates in percent (0–100) of API requests answered with a 5xx status.
 */
export const systemMetrics = z.object({
  database: z.object({
    connected: z.boolean(),
    queryCount: z.number().int(),
    errorCount: z.number().int(),
    avgResponseTime: z.number(),
  }),
  api: z.object({
    totalRequests: z.number().int(),
    errorRate: z.number(),
    avgResponseTime: z.number(),
    /** The error rate of the last 5 minutes, the one the health status reads. */
    recentErrorRate: z.number(),
  }),
  integrations: z.array(
    z.object({
      name: z.string(),
      status: integrationStatus,
      /** The same state as on the integration cards (`stateOf`). */
      state: integrationState,
      lastSync: timestamp.nullable(),
      syncCount: z.number().int(),
      errorCount: z.number().int(),
      responseTime: z.number().int().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  startedAt: timestamp,
  collectedAt: timestamp,
});
export type SystemMetrics = z.infer<typeof systemMetrics>;

/**
 * healthy: the database answers a ping within 200 ms and at most 10 % of the API requests of
 * the last 5 minutes failed; warning: slower, or more failures; error: the database does not
 * answer (the REST path then answers HTTP 503 with this body).
 */
export const systemHealth = z.object({
  status: z.enum(HEALTH_STATUSES),
  message: z.string(),
  checks: z.object({
    database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
    errorRate: z.object({ ok: z.boolean(), percent: z.number(), requests: z.number().int() }),
    /**
     * What failed and is not yet put right: integrations whose last call failed, background
     * jobs failed in the last 24 hours and not resumed, outbox messages that could not be
     * delivered. Each names what failed and since when.
     */
    work: z.object({
      ok: z.boolean(),
      failing: z.array(z.object({ what: z.string(), since: timestamp })),
    }),
  }),
  checkedAt: timestamp,
});
export type SystemHealth = z.infer<typeof systemHealth>;

export const logLevel = z.enum(LOG_LEVELS);

export const logEntry = z.object({
  id: z.number().int(),
  level: logLevel,
  module: z.string(),
  message: z.string(),
  timestamp,
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type LogEntry = z.infer<typeof logEntry>;

const limitMessage = "must be a whole number from 1 to 500";

/** docs/product.md §7: `level=error`, an empty second filter (module), `limit=20`. Empty means any. */
export const logsInput = z.strictObject({
  level: z
    .union([logLevel, z.literal("")], { error: "must be error, warn, info or debug" })
    .optional(),
  module: text().trim().max(100, { error: "must be at most 100 characters" }).optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(500, { error: limitMessage })
    .default(20),
});

const minutesMessage = "must be a whole number of minutes from 1 to 1440";

export const activityInput = z.strictObject({
  minutes: z.coerce
    .number({ error: minutesMessage })
    .int({ error: minutesMessage })
    .min(1, { error: minutesMessage })
    .max(1440, { error: minutesMessage })
    .default(10),
});

export const activityEntry = logEntry.omit({ metadata: true });
export type ActivityEntry = z.infer<typeof activityEntry>;
