/**
 * The metrics read the outbox's backlog on every scrape: how many messages are pending and
 * failed, and when the oldest pending one was written (modules/outbox/outbox.repo.ts,
 * `outboxBacklog`). Delivered messages stay in the table for good, so without an index of the
 * undelivered rows that count would read the whole table each time. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index outbox_backlog_idx on outbox (status, created_at) where status <> 'delivered'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_backlog_idx").execute();
}
