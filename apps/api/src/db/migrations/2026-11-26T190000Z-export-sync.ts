/**
 * One-way sync after a push (docs/tool-push.md, "Later changes"): when a task that was pushed
 * into a tool changes its title, column, due date or priority, a `tool-push.sync` message is
 * written to the outbox in the same transaction, one per tool it is in. A trigger, so that every
 * path that changes a task (an edit, a board move, an import) is covered without each knowing;
 * its WHEN clause keeps a column's renumbering (order_index only) free of it. The message names
 * the task and the tool; the handler reads the task as it is when delivered. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index external_links_task_export_idx on external_links (local_id) where direction = 'export' and entity = 'task'`.execute(
    db,
  );
  await sql`
    create function cairn_export_sync() returns trigger language plpgsql as $$
    declare
      queued bigint;
      link record;
    begin
      for link in
        select system from external_links
        where direction = 'export' and entity = 'task' and local_id = new.id
      loop
        insert into outbox (kind, payload)
        values ('tool-push.sync', jsonb_build_object('system', link.system, 'taskId', new.id))
        returning id into queued;
        perform pg_notify('cairn_outbox', queued::text);
      end loop;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger tasks_export_sync after update on tasks
    for each row
    when (
      old.title is distinct from new.title
      or old.column_id is distinct from new.column_id
      or old.due_date is distinct from new.due_date
      or old.priority is distinct from new.priority
    )
    execute function cairn_export_sync()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger tasks_export_sync on tasks`.execute(db);
  await sql`drop function cairn_export_sync()`.execute(db);
  await sql`drop index external_links_task_export_idx`.execute(db);
}
