/**
 * A routine's agenda (docs/routines.md): the library template each occurrence makes a project
 * document from, beside its task. Null for none. A template is retired rather than deleted, so
 * the reference holds; a routine whose template is retired makes its task without an agenda.
 * Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table routines
      add column agenda_template_id text references templates (id) on delete set null`.execute(db);
  // Every foreign key is indexed (migrate.int.test.ts): a template's retirement or deletion
  // finds the routines that name it without reading them all.
  await sql`create index routines_agenda_template_id_idx on routines (agenda_template_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table routines drop column agenda_template_id`.execute(db);
}
