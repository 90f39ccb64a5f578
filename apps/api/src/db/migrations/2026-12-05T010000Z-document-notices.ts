/**
 * A client hears when a document is shared with them: the `document_shared` notification kind,
 * and the document it opens (removed with its document). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications
      add column document_id integer references project_documents (id) on delete cascade`.execute(
    db,
  );
  await sql`create index notifications_document_id_idx on notifications (document_id)`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue', 'lead_assigned',
      'webhook_disabled', 'document_shared'
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notifications where kind = 'document_shared'`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue', 'lead_assigned',
      'webhook_disabled'
    ))`.execute(db);
  await sql`alter table notifications drop column document_id`.execute(db);
}
