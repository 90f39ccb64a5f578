/**
 * Each project's board has a version: a counter on the project row that every change of the
 * board (a task added, moved, edited or deleted, the columns reordered, a WIP limit set) raises
 * by one, in the transaction of the change (modules/board/placement.ts). Raising it is also how
 * a change locks the board: the row lock serialises changes, so versions follow commit order.
 * Each live board event carries the version it made, and the board read carries the version it
 * shows, so a follower applies events in order and knows when it missed one. Not indexed: the
 * update stays heap-only. Frozen once landed.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("projects")
    .addColumn("board_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("projects").dropColumn("board_version").execute();
}
