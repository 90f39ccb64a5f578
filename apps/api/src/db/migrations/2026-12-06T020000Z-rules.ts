/**
 * A project's rules (docs/rules.md): "when … if … then …" automation. `rules` holds each rule's
 * trigger, conditions and actions as JSON (validated by @cairn/schema/rules before they are
 * written). `rule_runs` is the audit: one row per run, and its unique key (the rule and the
 * event it ran for) the guarantee that a rule acts once per event whatever delivers it twice.
 * The inbox gains the `rule` kind for a rule's notices. Every foreign key is indexed
 * (db/migrate.int.test.ts holds it). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

const KINDS_BEFORE = `'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue',
  'lead_assigned', 'webhook_disabled', 'document_shared'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rules (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      name text not null,
      trigger jsonb not null,
      trigger_type text not null,
      conditions jsonb not null default '{}'::jsonb,
      actions jsonb not null,
      enabled boolean not null default true,
      preset text,
      process_id text,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index rules_project_idx on rules (project_id, trigger_type) where enabled`.execute(
    db,
  );
  await sql`create index rules_all_project_idx on rules (project_id)`.execute(db);
  await sql`create index rules_created_by_idx on rules (created_by)`.execute(db);
  // The time-triggered rules the job reads each minute.
  await sql`
    create index rules_timed_idx on rules (trigger_type)
      where enabled and trigger_type in ('task.due_in', 'task.overdue')`.execute(db);
  await sql`
    create unique index rules_project_process_idx on rules (project_id, process_id)
      where process_id is not null`.execute(db);
  await sql`
    create table rule_runs (
      id integer generated always as identity primary key,
      rule_id integer not null references rules (id) on delete cascade,
      project_id integer not null references projects (id) on delete cascade,
      task_id integer references tasks (id) on delete set null,
      task_title text,
      event_key text not null,
      cause text not null,
      depth integer not null,
      outcome text not null check (outcome in ('done', 'skipped', 'failed')),
      lines jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      unique (rule_id, event_key)
    )`.execute(db);
  await sql`create index rule_runs_project_idx on rule_runs (project_id, created_at desc)`.execute(
    db,
  );
  await sql`create index rule_runs_task_idx on rule_runs (task_id)`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      ${sql.raw(KINDS_BEFORE)}, 'rule'
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notifications where kind = 'rule'`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      ${sql.raw(KINDS_BEFORE)}
    ))`.execute(db);
  await sql`drop table rule_runs`.execute(db);
  await sql`drop table rules`.execute(db);
}
