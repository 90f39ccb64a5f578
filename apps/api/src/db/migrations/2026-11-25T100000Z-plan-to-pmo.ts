/**
 * From a visitor's plan to a running PMO (docs/roadmap.md): the wizard's plans, kept behind a
 * private link (only the SHA-256 of the link's token is stored, as for sessions); the lead
 * pipeline's timeline and notes; invitations (single-use links, hashed the same way); each
 * project's roadmap (milestones, and the tasks under them); and the weekly health checks, one
 * per project and week (the unique key is what makes the weekly job safe with several
 * processes and across restarts). Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plans (
      id integer generated always as identity primary key,
      token_hash text not null unique,
      answers jsonb not null,
      plan jsonb not null,
      engine_version text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`alter table leads add column plan_id integer references plans (id) on delete set null`.execute(
    db,
  );
  await sql`alter table leads add column lost_reason text`.execute(db);
  await sql`alter table leads add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create index leads_plan_idx on leads (plan_id)`.execute(db);

  // A lead's timeline: its creation, each assignment, each change of status (with the reason a
  // lead was lost) and its conversion — who did it and when.
  await sql`
    create table lead_events (
      id integer generated always as identity primary key,
      lead_id integer not null references leads (id) on delete cascade,
      actor_id integer references users (id) on delete set null,
      kind text not null check (kind in ('created', 'assigned', 'status', 'converted')),
      from_status text,
      to_status text,
      detail text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index lead_events_lead_idx on lead_events (lead_id, created_at)`.execute(db);
  await sql`create index lead_events_actor_idx on lead_events (actor_id)`.execute(db);

  await sql`
    create table lead_notes (
      id integer generated always as identity primary key,
      lead_id integer not null references leads (id) on delete cascade,
      author_id integer references users (id) on delete set null,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index lead_notes_lead_idx on lead_notes (lead_id, created_at)`.execute(db);
  await sql`create index lead_notes_author_idx on lead_notes (author_id)`.execute(db);

  await sql`
    create table invitations (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      token_hash text not null unique,
      created_by integer references users (id) on delete set null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index invitations_user_idx on invitations (user_id)`.execute(db);
  await sql`create index invitations_created_by_idx on invitations (created_by)`.execute(db);

  // A project made from a plan keeps it (its team, tools and cadences fill the templates'
  // fields) and the day its roadmap counts from; a converted lead points at its project.
  await sql`alter table projects add column plan_id integer references plans (id) on delete set null`.execute(
    db,
  );
  await sql`alter table projects add column start_date date`.execute(db);
  await sql`create index projects_plan_idx on projects (plan_id)`.execute(db);
  await sql`alter table leads add column project_id integer references projects (id) on delete set null`.execute(
    db,
  );
  await sql`create index leads_project_idx on leads (project_id)`.execute(db);

  await sql`
    create table milestones (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      title text not null,
      description text,
      start_date date not null,
      due_date date not null,
      position integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (due_date >= start_date)
    )`.execute(db);
  await sql`create index milestones_project_idx on milestones (project_id, start_date)`.execute(db);

  await sql`alter table tasks add column milestone_id integer references milestones (id) on delete set null`.execute(
    db,
  );
  await sql`create index tasks_milestone_idx on tasks (milestone_id)`.execute(db);

  await sql`
    create table health_checks (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      week_start date not null,
      score integer not null,
      previous_score integer,
      report jsonb not null,
      created_at timestamptz not null default now(),
      unique (project_id, week_start)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table health_checks`.execute(db);
  await sql`alter table tasks drop column milestone_id`.execute(db);
  await sql`drop table milestones`.execute(db);
  await sql`alter table leads drop column project_id`.execute(db);
  await sql`alter table projects drop column start_date`.execute(db);
  await sql`alter table projects drop column plan_id`.execute(db);
  await sql`drop table invitations`.execute(db);
  await sql`drop table lead_notes`.execute(db);
  await sql`drop table lead_events`.execute(db);
  await sql`alter table leads drop column updated_at`.execute(db);
  await sql`alter table leads drop column lost_reason`.execute(db);
  await sql`alter table leads drop column plan_id`.execute(db);
  await sql`drop table plans`.execute(db);
}
