/**
 * The Teams messages already answered (modules/assistant/teams/replay.ts): a signed message sent
 * again is refused by its activity id while its timestamp is within the window, after which the
 * timestamp alone refuses it and the row is deleted. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table assistant_seen_activities (
      activity_id text primary key,
      seen_at timestamptz not null
    )`.execute(db);
  await sql`create index assistant_seen_activities_seen_idx on assistant_seen_activities (seen_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table assistant_seen_activities`.execute(db);
}
