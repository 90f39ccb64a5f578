/**
 * A move renumbers a board column (positions stay 0…n-1, see modules/board/board.repo.ts), so
 * one move can rewrite fifty rows. With `order_index` in an index, every one of those updates
 * wrote new index entries and left dead ones behind, and a busy board slowed down between
 * vacuums (the soak benchmark: p50 from 3 to 12 ms in ten minutes on PostgreSQL). Without it,
 * the renumbering updates are heap-only (HOT): no index entry is written, and the old row
 * versions are pruned from the page as it is read, with no vacuum at all. A column holds at most
 * a few hundred tasks, which are sorted in memory just as fast. The fill factor leaves room on
 * each page for those in-place versions. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tasks_project_board_idx").execute();
  await db.schema
    .createIndex("tasks_project_column_idx")
    .on("tasks")
    .columns(["project_id", "column_id"])
    .execute();
  await sql`alter table tasks set (fillfactor = 85)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks reset (fillfactor)`.execute(db);
  await db.schema.dropIndex("tasks_project_column_idx").execute();
  await db.schema
    .createIndex("tasks_project_board_idx")
    .on("tasks")
    .columns(["project_id", "column_id", "order_index"])
    .execute();
}
