/**
 * Column policies (docs/column-policies.md): what a card needs before it moves on from a board
 * column — a complete checklist, a pass through Review, the client's approval. Kept on the
 * column as a list of requirement names, empty for none; @cairn/schema/column-policies checks
 * which column may ask for what before it is written. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table project_columns
      add column requires text[] not null default '{}'
        check (requires <@ array['checklist', 'review', 'approval']::text[])`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table project_columns drop column requires`.execute(db);
}
