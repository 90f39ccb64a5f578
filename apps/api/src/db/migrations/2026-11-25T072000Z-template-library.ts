/**
 * The SOP and template library (docs/templates.md): the templates (the built-in ones, upserted
 * at every start from the catalogue and its bodies, and the organisation's own), searchable
 * through a generated `tsvector` and its GIN index; the project documents made from them, each
 * save kept as a version; and which board tasks came from which document's checklist. Frozen
 * once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The search column holds each text twice: stemmed ('english': "retrospectives" finds
  // "retrospective") and as written ('simple'), which prefix queries need: "escalat" is no
  // prefix of the stem "escal", but is one of "escalation".
  // array_to_string is only STABLE, and a generated column needs an IMMUTABLE expression; for
  // text[] it is immutable in fact, so this wrapper may say so.
  await sql`
    create function cairn_words(text[]) returns text
    language sql immutable parallel safe
    as $$ select coalesce(array_to_string($1, ' '), '') $$`.execute(db);

  await sql`
    create table templates (
      id text primary key,
      source text not null check (source in ('built-in', 'organisation')),
      name text not null,
      category text not null,
      purpose text not null,
      body text,
      methods text[] not null default '{}',
      team_sizes text[] not null default '{}',
      effort_minutes integer,
      tags text[] not null default '{}',
      position integer,
      version integer not null default 1,
      duplicated_from text references templates (id) on delete set null,
      created_by integer references users (id) on delete set null,
      retired_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search tsvector generated always as (
        setweight(to_tsvector('english', name), 'A') ||
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('english', cairn_words(tags)), 'B') ||
        setweight(to_tsvector('simple', cairn_words(tags)), 'B') ||
        setweight(to_tsvector('english', purpose), 'B') ||
        setweight(to_tsvector('simple', purpose), 'B') ||
        setweight(to_tsvector('english', coalesce(body, '')), 'C') ||
        setweight(to_tsvector('simple', coalesce(body, '')), 'D')
      ) stored
    )`.execute(db);
  await sql`create index templates_search_idx on templates using gin (search)`.execute(db);
  await sql`create index templates_category_idx on templates (category)`.execute(db);
  // Every foreign key is indexed, so deleting a user or a template never scans these tables.
  await sql`create index templates_duplicated_from_idx on templates (duplicated_from)`.execute(db);
  await sql`create index templates_created_by_idx on templates (created_by)`.execute(db);

  await sql`
    create table project_documents (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      template_id text not null references templates (id) on delete restrict,
      title text not null,
      body text not null,
      version integer not null default 1,
      shared boolean not null default false,
      created_by integer references users (id) on delete set null,
      updated_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index project_documents_project_idx on project_documents (project_id)`.execute(
    db,
  );
  await sql`create index project_documents_template_idx on project_documents (template_id)`.execute(
    db,
  );
  await sql`create index project_documents_created_by_idx on project_documents (created_by)`.execute(
    db,
  );
  await sql`create index project_documents_updated_by_idx on project_documents (updated_by)`.execute(
    db,
  );

  await sql`
    create table document_versions (
      id integer generated always as identity primary key,
      document_id integer not null references project_documents (id) on delete cascade,
      version integer not null,
      title text not null,
      body text not null,
      author_id integer references users (id) on delete set null,
      restored_from integer,
      created_at timestamptz not null default now(),
      unique (document_id, version)
    )`.execute(db);
  await sql`create index document_versions_author_idx on document_versions (author_id)`.execute(db);

  await sql`
    create table document_tasks (
      document_id integer not null references project_documents (id) on delete cascade,
      task_id integer not null references tasks (id) on delete cascade,
      item text not null,
      primary key (document_id, task_id)
    )`.execute(db);
  await sql`create index document_tasks_task_idx on document_tasks (task_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table document_tasks`.execute(db);
  await sql`drop table document_versions`.execute(db);
  await sql`drop table project_documents`.execute(db);
  await sql`drop table templates`.execute(db);
  await sql`drop function cairn_words(text[])`.execute(db);
}
