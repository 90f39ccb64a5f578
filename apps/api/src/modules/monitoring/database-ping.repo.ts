/**
 * The health check's round trip (database-ping.ts): a statement that reads no table, so that its
 * time is the database's answer alone. Beside the ping rather than in monitoring.repo.ts, which
 * reads health-rules.ts's types as health-rules.ts reads the ping's.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

/** `select 1`: settles when the database answers, rejects when it fails to. */
export async function selectOne(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
