/**
 * The admin overview's counters are kept in memory by every API process
 * (modules/overview/overview-cache.ts). These triggers announce, through NOTIFY, every statement
 * that can change one of them — a row added or removed, or a change to a column a counter
 * filters on — whoever made it. Statement-level, so a bulk change announces once; PostgreSQL
 * also folds the identical announcements of one transaction into one. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

/** Each counted table with the columns its counters filter on (overview.repo.ts). */
const COUNTED: [table: string, columns: string][] = [
  ["users", "role"],
  ["projects", "status"],
  ["leads", "status, assigned_to"],
  ["tasks", "status, due_date"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cairn_overview_change_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('cairn_overview_changes', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const [table, columns] of COUNTED) {
    await sql
      .raw(
        `create trigger ${table}_overview_notice
         after insert or delete or update of ${columns} on ${table}
         for each statement execute function cairn_overview_change_notice()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_overview_truncate_notice after truncate on ${table}
         for each statement execute function cairn_overview_change_notice()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of COUNTED) {
    await sql.raw(`drop trigger ${table}_overview_truncate_notice on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_overview_notice on ${table}`).execute(db);
  }
  await sql`drop function cairn_overview_change_notice()`.execute(db);
}
