/**
 * Tool-stack setup (docs/tool-stack.md): background jobs that push a project into a team's own
 * tool or bring work in from an export, and the links between Cairn's records and the items they
 * became (or came from) in another system, which make a job safe to resume and an import safe to
 * repeat. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A job is claimed by one process at a time through its lease (`locked_until`); a process
  // that dies leaves the lease to run out and the next claim carries the job on from its links.
  await sql`
    create table jobs (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('export', 'import')),
      project_id integer not null references projects (id) on delete cascade,
      -- The integration's slug for an export; the file's format for an import.
      target text not null,
      created_by integer references users (id) on delete set null,
      state text not null default 'queued'
        check (state in ('queued', 'running', 'succeeded', 'failed')),
      input jsonb not null default '{}',
      done integer not null default 0,
      total integer,
      phase text,
      report jsonb,
      error text,
      attempts integer not null default 0,
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  // The runner's question: which jobs are waiting or were left by a process that died?
  await sql`create index jobs_open_idx on jobs (id) where state in ('queued', 'running')`.execute(
    db,
  );
  await sql`create index jobs_project_idx on jobs (project_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index jobs_created_by_idx on jobs (created_by)`.execute(db);
  // One push into a tool, or one import of a format, at a time per project: a second click
  // while the first runs is answered with the running job, never a second set of items.
  await sql`create unique index jobs_one_open_idx on jobs (project_id, kind, target) where state in ('queued', 'running')`.execute(
    db,
  );

  // What a Cairn record became in another system (`export`), or came from (`import`). Written in
  // the transaction that records the item, right after the call that created it.
  await sql`
    create table external_links (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      system text not null,
      direction text not null check (direction in ('export', 'import')),
      entity text not null,
      local_id integer not null,
      external_id text not null,
      url text,
      job_id integer references jobs (id) on delete set null,
      synced_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index external_links_local_idx on external_links (system, direction, entity, local_id)`.execute(
    db,
  );
  await sql`create unique index external_links_external_idx on external_links (project_id, system, direction, entity, external_id)`.execute(
    db,
  );
  await sql`create index external_links_job_idx on external_links (job_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table external_links`.execute(db);
  await sql`drop table jobs`.execute(db);
}
