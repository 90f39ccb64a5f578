/** Reading `system_logs`: the error log with its filters, and the recent activity. */
import type { ActivityEntry, LogEntry } from "@cairn/schema/monitoring";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { FailingWork } from "./health-rules.js";

export interface LogFilters {
  level?: LogEntry["level"] | "";
  module?: string;
  limit: number;
}

/** Newest first; an empty level or module means any. */
export async function listLogs(db: Kysely<Database>, filters: LogFilters): Promise<LogEntry[]> {
  let query = db
    .selectFrom("systemLogs")
    .select(["id", "level", "module", "message", "metadata", "createdAt"])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(filters.limit);
  if (filters.level) query = query.where("level", "=", filters.level);
  if (filters.module) query = query.where("module", "=", filters.module);
  const rows = await query.execute();
  return rows.map(({ createdAt, ...row }) => ({ ...row, timestamp: createdAt }));
}

export const ACTIVITY_LIMIT = 200;

/** The info-level events since `since`, newest first (at most 200). */
export async function recentActivity(db: Kysely<Database>, since: Date): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom("systemLogs")
    .select(["id", "level", "module", "message", "createdAt"])
    .where("level", "=", "info")
    .where("createdAt", ">=", since.toISOString())
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(ACTIVITY_LIMIT)
    .execute();
  return rows.map(({ createdAt, ...row }) => ({ ...row, timestamp: createdAt }));
}

/**
 * What failed and is not put right yet, for the overall health (health-rules.ts): enabled
 * integrations in error, jobs failed since `jobsSince` and not resumed, outbox messages given
 * up on — each with the earliest moment it stands for.
 */
export async function failingWork(db: Kysely<Database>, jobsSince: Date): Promise<FailingWork> {
  const [integrations, jobs, messages] = await Promise.all([
    db
      .selectFrom("integrations")
      .select(["name", "updatedAt as since"])
      .where("enabled", "=", true)
      .where("status", "=", "error")
      .orderBy("name")
      .execute(),
    db
      .selectFrom("jobs")
      .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("finishedAt").as("since")])
      .where("state", "=", "failed")
      .where("finishedAt", ">=", jobsSince.toISOString())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("createdAt").as("since")])
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow(),
  ]);
  const iso = (value: unknown) => (value === null ? null : new Date(String(value)).toISOString());
  return {
    integrations: integrations.map((row) => ({ name: row.name, since: iso(row.since) ?? "" })),
    jobs: { count: Number(jobs.count), since: iso(jobs.since) },
    messages: { count: Number(messages.count), since: iso(messages.since) },
  };
}
