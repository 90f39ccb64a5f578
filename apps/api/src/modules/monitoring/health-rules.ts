/**
 * The overall health (docs/product.md §2.14, §3.7): healthy when the database answers a ping within
 * 200 ms, at most 10 % of the API requests of the last 5 minutes failed (5xx) and nothing that
 * failed waits to be put right; warning when the database is slower, more requests failed, or
 * an integration, a background job or an outbox message failed; error when the database does not
 * answer.
 */
import type { SystemHealth } from "@cairn/schema/monitoring";
import type { Ping } from "./database-ping.js";

/** The limits of a healthy system; the database's is HEALTH_DATABASE_SLOW_MS (200 by default). */
export const HEALTH_LIMITS = { databaseLatencyMs: 200, errorRatePercent: 10 } as const;

/** How long a failed background job keeps the status at warning unless it is resumed. */
export const FAILED_JOB_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What failed and is not put right yet (monitoring.repo.ts failingWork). */
export interface FailingWork {
  /** Enabled integrations whose last call failed, with when their state last changed. */
  integrations: { name: string; since: string }[];
  /** Background jobs failed in FAILED_JOB_WINDOW_MS and not resumed. */
  jobs: { count: number; since: string | null };
  /** Outbox messages given up on. */
  messages: { count: number; since: string | null };
}

export const NOTHING_FAILING: FailingWork = {
  integrations: [],
  jobs: { count: 0, since: null },
  messages: { count: 0, since: null },
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each failure as "what" and "since": the status card says both. */
function failures(work: FailingWork): { what: string; since: string }[] {
  return [
    ...work.integrations.map(({ name, since }) => ({ what: `${name} is failing`, since })),
    ...(work.jobs.count > 0 && work.jobs.since
      ? [
          {
            what: `${plural(work.jobs.count, "background job", "background jobs")} failed`,
            since: work.jobs.since,
          },
        ]
      : []),
    ...(work.messages.count > 0 && work.messages.since
      ? [
          {
            what: `${plural(work.messages.count, "outbox message", "outbox messages")} could not be delivered`,
            since: work.messages.since,
          },
        ]
      : []),
  ];
}

export function judgeHealth(
  ping: Ping,
  recent: { requests: number; errorRate: number },
  work: FailingWork,
  now: Date,
  databaseSlowMs: number = HEALTH_LIMITS.databaseLatencyMs,
): SystemHealth {
  const databaseOk = ping.ok && ping.latencyMs <= databaseSlowMs;
  const errorRateOk = recent.errorRate <= HEALTH_LIMITS.errorRatePercent;
  const failing = failures(work);
  const problems: string[] = [];
  if (!ping.ok) problems.push("The database does not answer.");
  else if (!databaseOk)
    problems.push(`The database answers slowly (${Math.round(ping.latencyMs)} ms).`);
  if (!errorRateOk) {
    problems.push(`${recent.errorRate} % of the API requests of the last 5 minutes failed.`);
  }
  for (const { what, since } of failing) {
    problems.push(`${what} (since ${since.slice(0, 16).replace("T", " ")} UTC).`);
  }
  return {
    status: !ping.ok
      ? "error"
      : databaseOk && errorRateOk && failing.length === 0
        ? "healthy"
        : "warning",
    message: problems.length > 0 ? problems.join(" ") : "All systems are working.",
    checks: {
      database: { ok: databaseOk, latencyMs: ping.latencyMs },
      errorRate: { ok: errorRateOk, percent: recent.errorRate, requests: recent.requests },
      work: { ok: failing.length === 0, failing },
    },
    checkedAt: now.toISOString(),
  };
}
