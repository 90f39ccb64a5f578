import { z } from "zod";
import { timestamp } from "./common.js";
import { HEALTH_STATUSES, LOG_LEVELS } from "./constants.js";
import { integrationStatus } from "./integrations.js";

/** Monitoring metrics (spec §3.7). */
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
  }),
  integrations: z.array(
    z.object({
      name: z.string(),
      status: integrationStatus,
      lastSync: timestamp.nullable(),
      syncCount: z.number().int(),
      errorCount: z.number().int(),
      responseTime: z.number().int().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
});
export type SystemMetrics = z.infer<typeof systemMetrics>;

export const systemHealth = z.object({
  status: z.enum(HEALTH_STATUSES),
  checks: z.object({
    database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
    errorRate: z.object({ ok: z.boolean(), percent: z.number() }),
  }),
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

export const logsInput = z.strictObject({
  level: z.union([logLevel, z.literal("")]).optional(),
  module: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

export const activityInput = z.strictObject({
  minutes: z.coerce.number().int().min(1).max(1440).default(10),
});

export const activityEntry = logEntry.omit({ metadata: true });
export type ActivityEntry = z.infer<typeof activityEntry>;
