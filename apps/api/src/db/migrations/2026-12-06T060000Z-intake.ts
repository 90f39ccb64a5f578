/**
 * A project's intake (docs/intake.md): `intake_requests` holds each request for work, from the
 * project's form in the app (its requester an account) or from its public link (a name and an
 * address, and the hash of the receipt its requester follows it by), with the consultant's
 * decision: accepted or merged into a task, or declined with a reason. A project's public link
 * is its `intake_token` while switched on. The inbox gains the `intake` kind. Every foreign key
 * is indexed (db/migrate.int.test.ts holds it). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

const KINDS_BEFORE = `'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue',
  'lead_assigned', 'webhook_disabled', 'document_shared', 'rule'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table intake_requests (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      title text not null,
      description text,
      source text not null check (source in ('app', 'link')),
      requester_id integer references users (id) on delete set null,
      requester_name text not null,
      requester_email text,
      receipt_hash text unique,
      status text not null default 'new'
        check (status in ('new', 'accepted', 'merged', 'declined')),
      reason text,
      task_id integer references tasks (id) on delete set null,
      decided_by integer references users (id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index intake_requests_project_idx on intake_requests (project_id, created_at desc)`.execute(
    db,
  );
  await sql`create index intake_requests_requester_idx on intake_requests (requester_id)`.execute(
    db,
  );
  await sql`create index intake_requests_task_idx on intake_requests (task_id)`.execute(db);
  await sql`create index intake_requests_decided_by_idx on intake_requests (decided_by)`.execute(
    db,
  );
  await sql`alter table projects add column intake_token text unique`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      ${sql.raw(KINDS_BEFORE)}, 'intake'
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notifications where kind = 'intake'`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      ${sql.raw(KINDS_BEFORE)}
    ))`.execute(db);
  await sql`alter table projects drop column intake_token`.execute(db);
  await sql`drop table intake_requests`.execute(db);
}
