/**
 * Outgoing webhooks (docs/webhooks.md): the hooks staff register, one delivery row per event and
 * hook (its log: status, answer, attempts), the organisation's setting that lets hooks reach
 * private addresses (off), and the in-app notice of a hook switched off after repeated failures.
 * Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhooks (
      id integer generated always as identity primary key,
      owner_id integer not null references users (id) on delete cascade,
      url text not null,
      events text[] not null,
      all_projects boolean not null default false,
      project_ids integer[] not null default '{}',
      secret_sealed text not null,
      active boolean not null default true,
      disabled_at timestamptz,
      disabled_reason text,
      consecutive_failures integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The question every change asks ("which live hooks want this event?"): only live hooks are
  // in the index, so an organisation with no hook pays one empty index probe.
  await sql`create index webhooks_live_events_idx on webhooks using gin (events) where active`.execute(
    db,
  );
  await sql`create index webhooks_owner_idx on webhooks (owner_id)`.execute(db);

  await sql`
    create table webhook_deliveries (
      id bigint generated always as identity primary key,
      webhook_id integer not null references webhooks (id) on delete cascade,
      event_id text not null,
      event_type text not null,
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
      attempts integer not null default 0,
      status_code integer,
      response_ms integer,
      response_excerpt text,
      error text,
      redelivery_of bigint,
      created_at timestamptz not null default now(),
      last_attempt_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  await sql`create index webhook_deliveries_hook_idx on webhook_deliveries (webhook_id, id desc)`.execute(
    db,
  );

  await sql`
    create table webhook_settings (
      id boolean primary key default true check (id),
      allow_private_targets boolean not null default false,
      updated_by integer references users (id) on delete set null,
      updated_at timestamptz
    )`.execute(db);
  await sql`create index webhook_settings_updated_by_idx on webhook_settings (updated_by)`.execute(
    db,
  );
  await sql`insert into webhook_settings (id) values (true)`.execute(db);

  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue', 'lead_assigned',
      'webhook_disabled'
    ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notifications where kind = 'webhook_disabled'`.execute(db);
  await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
  await sql`
    alter table notifications add constraint notifications_kind_check check (kind in (
      'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue', 'lead_assigned'
    ))`.execute(db);
  await sql`drop table webhook_settings`.execute(db);
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhooks`.execute(db);
}
