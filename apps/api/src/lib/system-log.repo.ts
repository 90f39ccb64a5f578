/**
 * The `system_logs` table's writes (lib/system-log.ts): a line, already redacted and cut to size
 * by `writeSystemLog`, and housekeeping's deletion of old lines. The status page's reads are
 * modules/monitoring/monitoring.repo.ts's.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database, SystemLogsTable } from "../db/database.js";

export async function insertSystemLog(
  db: Kysely<Database>,
  line: Insertable<SystemLogsTable>,
): Promise<void> {
  await db.insertInto("systemLogs").values(line).execute();
}

/** Deletes the log lines written before `before` (housekeeping keeps 30 days). */
export async function deleteOldLogs(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("systemLogs").where("createdAt", "<", before.toISOString()).execute();
}
