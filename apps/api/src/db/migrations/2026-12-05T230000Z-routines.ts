/**
 * A project's routines (docs/routines.md): recurring meetings and chores, each an RFC 5545 rule
 * at a time of day in a time zone, adding a task at each occurrence. `routine_occurrences` holds
 * one row per occurrence made, its primary key the guarantee that an occurrence is made once
 * whatever runs; `next_at` is the next occurrence still to make (null when paused or ended), so
 * the job reads only the routines that are due. `calendar_feeds` holds the `.ics` links, each
 * kept as its token's hash: one per person and project, and one of the person's own (no project).
 * Every foreign key is indexed (db/migrate.int.test.ts holds it). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table routines (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      name text not null,
      recurrence text not null,
      starts_on date not null,
      time_of_day text not null check (time_of_day ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      time_zone text not null default 'UTC',
      duration_minutes integer not null check (duration_minutes between 5 and 480),
      task_title text,
      task_description text,
      checklist jsonb not null default '[]'::jsonb,
      assignee_id integer references users (id) on delete set null,
      process_id text,
      paused boolean not null default false,
      counts_from timestamptz not null,
      next_at timestamptz,
      last_at timestamptz,
      last_task_id integer references tasks (id) on delete set null,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index routines_project_idx on routines (project_id)`.execute(db);
  // The job's one read: the routines whose next occurrence has come.
  await sql`create index routines_next_at_idx on routines (next_at) where next_at is not null`.execute(
    db,
  );
  await sql`create index routines_assignee_idx on routines (assignee_id)`.execute(db);
  await sql`create index routines_last_task_idx on routines (last_task_id)`.execute(db);
  await sql`create index routines_created_by_idx on routines (created_by)`.execute(db);
  // A plan's process is set up once in a project.
  await sql`
    create unique index routines_project_process_idx on routines (project_id, process_id)
      where process_id is not null`.execute(db);
  await sql`
    create table routine_occurrences (
      routine_id integer not null references routines (id) on delete cascade,
      occurs_at timestamptz not null,
      task_id integer references tasks (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (routine_id, occurs_at)
    )`.execute(db);
  await sql`create index routine_occurrences_task_idx on routine_occurrences (task_id)`.execute(db);
  await sql`
    create table calendar_feeds (
      id integer generated always as identity primary key,
      token_hash text not null unique,
      user_id integer not null references users (id) on delete cascade,
      project_id integer references projects (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create unique index calendar_feeds_owner_idx on calendar_feeds (user_id, coalesce(project_id, 0))`.execute(
    db,
  );
  await sql`create index calendar_feeds_project_idx on calendar_feeds (project_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table calendar_feeds`.execute(db);
  await sql`drop table routine_occurrences`.execute(db);
  await sql`drop table routines`.execute(db);
}
