/**
 * The transactional outbox (modules/outbox): every message that leaves the process (Slack and
 * Teams posts today; webhooks and e-mails later) is a row written in the same transaction as the
 * change that caused it, and delivered by a worker that claims due rows with
 * `FOR UPDATE SKIP LOCKED`. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("payload", "jsonb", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("pending").check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("delivered_at", "timestamptz")
    .execute();
  // The worker's question: which pending messages are due? Delivered ones stay out of the index.
  await sql`create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
}
