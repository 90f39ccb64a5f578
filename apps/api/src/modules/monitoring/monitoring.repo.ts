/** Reading `system_logs`: the error log with its filters, and the recent activity. */
import type { ActivityEntry, LogEntry } from "@cairn/schema/monitoring";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

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
