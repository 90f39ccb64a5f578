/**
 * API tokens and BI feeds (docs/api-tokens.md, docs/bi-feeds.md).
 *
 * - `api_tokens`: a person's (or, made by an administrator, a service's) bearer tokens. Only the
 *   SHA-256 of the secret is kept. A token dies with its owner: deleted with the account (on
 *   delete cascade) and when the account is disabled (a trigger, whatever path disables it);
 *   the lookup also joins the owner and refuses a disabled one.
 * - `api_token_windows`: one counter row per token and minute, raised by one upsert per request
 *   (the rate limit); housekeeping deletes the old ones.
 * - `projects.updated_at`: the feeds' incremental reads (`updated_since`) need to know when a
 *   project last changed. A trigger keeps it, and only for the fields a feed carries, so the
 *   board version (raised by every board move) does not make the whole project look changed.
 *
 * Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_tokens (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in ('personal', 'service')),
      name text not null,
      token_hash text not null unique,
      -- The first characters of the secret, shown in lists so a person can tell tokens apart.
      prefix text not null,
      scopes text[] not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index api_tokens_user_idx on api_tokens (user_id, created_at desc)`.execute(db);
  await sql`
    create function cairn_disabled_user_tokens() returns trigger language plpgsql as $$
    begin
      delete from api_tokens where user_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger users_disabled_tokens after update of disabled_at on users
    for each row
    when (old.disabled_at is null and new.disabled_at is not null)
    execute function cairn_disabled_user_tokens()`.execute(db);
  await sql`
    create table api_token_windows (
      token_id integer not null references api_tokens (id) on delete cascade,
      window_start timestamptz not null,
      count integer not null,
      primary key (token_id, window_start)
    )`.execute(db);
  await sql`create index api_token_windows_start_idx on api_token_windows (window_start)`.execute(
    db,
  );

  await sql`alter table projects add column updated_at timestamptz not null default now()`.execute(
    db,
  );
  await sql`update projects set updated_at = coalesce(archived_at, created_at)`.execute(db);
  await sql`
    create function cairn_project_touched() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger projects_touched before update on projects
    for each row
    when (
      old.name is distinct from new.name
      or old.description is distinct from new.description
      or old.client_id is distinct from new.client_id
      or old.consultant_id is distinct from new.consultant_id
      or old.status is distinct from new.status
      or old.plan_type is distinct from new.plan_type
      or old.start_date is distinct from new.start_date
      or old.archived_at is distinct from new.archived_at
    )
    execute function cairn_project_touched()`.execute(db);
  await sql`create index projects_updated_idx on projects (updated_at, id)`.execute(db);
  await sql`create index tasks_updated_idx on tasks (updated_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tasks_updated_idx`.execute(db);
  await sql`drop index projects_updated_idx`.execute(db);
  await sql`drop trigger projects_touched on projects`.execute(db);
  await sql`drop function cairn_project_touched()`.execute(db);
  await sql`alter table projects drop column updated_at`.execute(db);
  await sql`drop table api_token_windows`.execute(db);
  await sql`drop trigger users_disabled_tokens on users`.execute(db);
  await sql`drop function cairn_disabled_user_tokens()`.execute(db);
  await sql`drop table api_tokens`.execute(db);
}
