/**
 * The overall health (docs/product.md §2.14, §3.7): healthy when the database answers a ping within
 * 200 ms and at most 10 % of the API requests of the last 5 minutes failed (5xx); warning when
 * the database is slower or more requests failed; error when the database does not answer.
 */
import type { SystemHealth } from "@cairn/schema/monitoring";
import type { Ping } from "./database-ping.js";

export const HEALTH_LIMITS = { databaseLatencyMs: 200, errorRatePercent: 10 } as const;

export function judgeHealth(
  ping: Ping,
  recent: { requests: number; errorRate: number },
  now: Date,
): SystemHealth {
  const databaseOk = ping.ok && ping.latencyMs <= HEALTH_LIMITS.databaseLatencyMs;
  const errorRateOk = recent.errorRate <= HEALTH_LIMITS.errorRatePercent;
  const problems: string[] = [];
  if (!ping.ok) problems.push("The database does not answer.");
  else if (!databaseOk)
    problems.push(`The database answers slowly (${Math.round(ping.latencyMs)} ms).`);
  if (!errorRateOk) {
    problems.push(`${recent.errorRate} % of the API requests of the last 5 minutes failed.`);
  }
  return {
    status: !ping.ok ? "error" : databaseOk && errorRateOk ? "healthy" : "warning",
    message: problems.length > 0 ? problems.join(" ") : "All systems are working.",
    checks: {
      database: { ok: databaseOk, latencyMs: ping.latencyMs },
      errorRate: { ok: errorRateOk, percent: recent.errorRate, requests: recent.requests },
    },
    checkedAt: now.toISOString(),
  };
}
