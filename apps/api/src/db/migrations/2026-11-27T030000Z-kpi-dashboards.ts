/**
 * KPI dashboards (docs/kpis.md, "Dashboards"): a person's arrangement of KPI widgets, private to
 * its owner or shared with the people of one project. The widgets are kept as the contract
 * writes them (@cairn/schema/dashboards); the figures are never stored, they are computed for
 * whoever looks. Also the indexes the KPI queries lean on (kpis.repo.ts). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kpi_dashboards (
      id integer generated always as identity primary key,
      owner_id integer not null references users (id) on delete cascade,
      name text not null,
      visibility text not null check (visibility in ('private', 'shared')),
      project_id integer references projects (id) on delete cascade,
      widgets jsonb not null default '[]',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (visibility = 'private' or project_id is not null)
    )`.execute(db);
  // "Mine" (the list, and the plan's count) and "shared with a project I read" (whole, not
  // partial: deleting a project finds its dashboards by it too).
  await sql`create index kpi_dashboards_owner_idx on kpi_dashboards (owner_id, id)`.execute(db);
  await sql`create index kpi_dashboards_project_idx on kpi_dashboards (project_id, id)`.execute(db);
  // Tasks finished in a period, per project (throughput, cycle and lead times, on-time rate).
  await sql`create index tasks_project_completed_idx on tasks (project_id, completed_at) where completed_at is not null`.execute(
    db,
  );
  // Health checks and mood entries of a project over a period.
  await sql`create index team_mood_entries_project_created_idx on team_mood_entries (project_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index team_mood_entries_project_created_idx`.execute(db);
  await sql`drop index tasks_project_completed_idx`.execute(db);
  await sql`drop table kpi_dashboards`.execute(db);
}
