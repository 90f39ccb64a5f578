/**
 * A project's RAID register (docs/raid.md): its risks, assumptions, issues and decisions. Only a
 * risk is scored (probability and impact, 1 to 5 each, both set on a risk and on nothing else);
 * an entry names the tasks it concerns through `raid_entry_tasks`. Every foreign key is indexed
 * (db/migrate.int.test.ts holds it). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table raid_entries (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      kind text not null check (kind in ('risk', 'assumption', 'issue', 'decision')),
      title text not null,
      description text,
      status text not null default 'open' check (status in ('open', 'closed')),
      owner_id integer references users (id) on delete set null,
      probability smallint check (probability between 1 and 5),
      impact smallint check (impact between 1 and 5),
      response text,
      review_date date,
      decided_by integer references users (id) on delete set null,
      decided_on date,
      rationale text,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint raid_entries_scored_check check (
        case when kind = 'risk'
          then probability is not null and impact is not null
          else probability is null and impact is null
        end
      )
    )`.execute(db);
  // The register of a project, whole or of one kind.
  await sql`create index raid_entries_project_kind_idx on raid_entries (project_id, kind)`.execute(
    db,
  );
  await sql`create index raid_entries_owner_idx on raid_entries (owner_id)`.execute(db);
  await sql`create index raid_entries_decided_by_idx on raid_entries (decided_by)`.execute(db);
  await sql`create index raid_entries_created_by_idx on raid_entries (created_by)`.execute(db);
  await sql`
    create table raid_entry_tasks (
      entry_id integer not null references raid_entries (id) on delete cascade,
      task_id integer not null references tasks (id) on delete cascade,
      primary key (entry_id, task_id)
    )`.execute(db);
  // A deleted task leaves the entries that named it.
  await sql`create index raid_entry_tasks_task_idx on raid_entry_tasks (task_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table raid_entry_tasks`.execute(db);
  await sql`drop table raid_entries`.execute(db);
}
