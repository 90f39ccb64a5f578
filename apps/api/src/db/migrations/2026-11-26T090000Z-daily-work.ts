/**
 * Where the daily work happens (docs/tasks.md): a task's labels, estimate, client approval and
 * activity history; its comments (with the people they mention), checklist, attachments and
 * followers; the in-app notifications and each person's preferences for them; the marks that
 * make a scheduled job run once per record and period (due-date reminders, e-mail digests) even
 * with several processes; project archiving; and the full-text search columns of everything the
 * command palette finds. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

/**
 * A search column: each text stemmed ('english', so "retrospectives" finds "retrospective") and
 * as written ('simple', which a prefix query of a word still being typed needs), weighted.
 */
function searchColumn(parts: ReadonlyArray<readonly [expression: string, weight: string]>) {
  return parts
    .flatMap(([expression, weight]) => [
      `setweight(to_tsvector('english', coalesce(${expression}, '')), '${weight}')`,
      `setweight(to_tsvector('simple', coalesce(${expression}, '')), '${weight}')`,
    ])
    .join(" || ");
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Labels belong to a project; a task names its labels in `label_ids` (checked against the
  // project on every write, stripped from its tasks when a label is deleted), so the board reads
  // them with the task and a board event carries them.
  await sql`
    create table project_labels (
      id integer generated always as identity primary key,
      project_id integer not null references projects (id) on delete cascade,
      name text not null,
      color text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index project_labels_name_idx on project_labels (project_id, lower(name))`.execute(
    db,
  );

  await sql`alter table tasks add column label_ids integer[] not null default '{}'`.execute(db);
  await sql`alter table tasks add column estimate_minutes integer check (estimate_minutes between 0 and 59940)`.execute(
    db,
  );
  // The client's verdict on a task in Review (null until given; cleared when it enters Review
  // again, for the next round).
  await sql`alter table tasks add column approval text check (approval in ('approved', 'changes_requested'))`.execute(
    db,
  );
  await sql`alter table tasks add column approval_by integer references users (id) on delete set null`.execute(
    db,
  );
  await sql`alter table tasks add column approval_at timestamptz`.execute(db);
  // What a card shows without reading more: kept by the triggers below, in the transaction of
  // the change, so they are never out of step with the rows they count.
  await sql`alter table tasks add column checklist_total integer not null default 0`.execute(db);
  await sql`alter table tasks add column checklist_done integer not null default 0`.execute(db);
  await sql`alter table tasks add column comment_count integer not null default 0`.execute(db);
  await sql`alter table tasks add column attachment_count integer not null default 0`.execute(db);
  await sql
    .raw(
      `alter table tasks add column search tsvector generated always as (${searchColumn([
        ["title", "A"],
        ["description", "B"],
      ])}) stored`,
    )
    .execute(db);
  await sql`create index tasks_search_idx on tasks using gin (search)`.execute(db);
  await sql`create index tasks_label_ids_idx on tasks using gin (label_ids)`.execute(db);
  await sql`create index tasks_approval_by_idx on tasks (approval_by)`.execute(db);

  // Every change of a task: who, what (a kind, and for a field its old and new value), when.
  await sql`
    create table task_activity (
      id integer generated always as identity primary key,
      task_id integer not null references tasks (id) on delete cascade,
      actor_id integer references users (id) on delete set null,
      kind text not null,
      field text,
      from_value text,
      to_value text,
      detail text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index task_activity_task_idx on task_activity (task_id, created_at, id)`.execute(
    db,
  );
  await sql`create index task_activity_actor_idx on task_activity (actor_id)`.execute(db);

  await sql
    .raw(`
    create table task_comments (
      id integer generated always as identity primary key,
      task_id integer not null references tasks (id) on delete cascade,
      author_id integer references users (id) on delete set null,
      body text not null,
      mentions integer[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      edited_at timestamptz,
      search tsvector generated always as (${searchColumn([["body", "C"]])}) stored
    )`)
    .execute(db);
  await sql`create index task_comments_task_idx on task_comments (task_id, created_at, id)`.execute(
    db,
  );
  await sql`create index task_comments_author_idx on task_comments (author_id)`.execute(db);
  await sql`create index task_comments_search_idx on task_comments using gin (search)`.execute(db);

  await sql`
    create table task_checklist_items (
      id integer generated always as identity primary key,
      task_id integer not null references tasks (id) on delete cascade,
      text text not null,
      done boolean not null default false,
      done_by integer references users (id) on delete set null,
      done_at timestamptz,
      position integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index task_checklist_items_task_idx on task_checklist_items (task_id, position)`.execute(
    db,
  );
  await sql`create index task_checklist_items_done_by_idx on task_checklist_items (done_by)`.execute(
    db,
  );

  // The file itself lives in the file store (modules/files) under `storage_key`; deleting a
  // task deletes its files through the outbox, in the transaction that deletes the rows.
  await sql`
    create table task_attachments (
      id integer generated always as identity primary key,
      task_id integer not null references tasks (id) on delete cascade,
      uploaded_by integer references users (id) on delete set null,
      file_name text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes >= 0),
      sha256 text not null,
      storage_key text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index task_attachments_task_idx on task_attachments (task_id, created_at)`.execute(
    db,
  );
  await sql`create index task_attachments_uploaded_by_idx on task_attachments (uploaded_by)`.execute(
    db,
  );

  // The counters of a task's card, kept with the rows they count. Increments, not recounts: an
  // increment is applied to the row as it is once a concurrent writer's lock is released, where
  // a recount would read with the statement's older snapshot. An item never changes task.
  await sql`
    create function cairn_count_task_children() returns trigger
    language plpgsql as $$
    declare
      step integer := case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end;
      target integer := coalesce(new.task_id, old.task_id);
    begin
      if tg_table_name = 'task_comments' then
        update tasks set comment_count = comment_count + step where id = target;
      elsif tg_table_name = 'task_attachments' then
        update tasks set attachment_count = attachment_count + step where id = target;
      elsif tg_op = 'UPDATE' then
        update tasks set checklist_done = checklist_done
          + (case when new.done then 1 else 0 end) - (case when old.done then 1 else 0 end)
        where id = target;
      else
        update tasks set
          checklist_total = checklist_total + step,
          checklist_done = checklist_done + (case when coalesce(new.done, old.done) then step else 0 end)
        where id = target;
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ["task_comments", "task_attachments"]) {
    await sql
      .raw(`create trigger ${table}_counts after insert or delete on ${table}
        for each row execute function cairn_count_task_children()`)
      .execute(db);
  }
  await sql`
    create trigger task_checklist_items_counts after insert or delete or update of done
    on task_checklist_items
    for each row execute function cairn_count_task_children()`.execute(db);

  // Who hears of a task's comments: its creator, assignee, commenters and the people mentioned
  // follow it by themselves; anyone who may read it can follow or unfollow.
  await sql`
    create table task_followers (
      task_id integer not null references tasks (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (task_id, user_id)
    )`.execute(db);
  await sql`create index task_followers_user_idx on task_followers (user_id)`.execute(db);

  await sql`
    create table notifications (
      id integer generated always as identity primary key,
      user_id integer not null references users (id) on delete cascade,
      kind text not null check (kind in (
        'mention', 'assigned', 'comment', 'approval', 'due_soon', 'overdue', 'lead_assigned'
      )),
      actor_id integer references users (id) on delete set null,
      project_id integer references projects (id) on delete cascade,
      task_id integer references tasks (id) on delete cascade,
      comment_id integer references task_comments (id) on delete cascade,
      lead_id integer references leads (id) on delete cascade,
      title text not null,
      body text,
      read_at timestamptz,
      emailed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(
    db,
  );
  for (const column of ["actor_id", "project_id", "task_id", "comment_id", "lead_id"]) {
    await sql
      .raw(`create index notifications_${column}_idx on notifications (${column})`)
      .execute(db);
  }

  await sql`
    create table notification_preferences (
      user_id integer primary key references users (id) on delete cascade,
      muted_kinds text[] not null default '{}',
      email_digest text not null default 'daily' check (email_digest in ('daily', 'off')),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // "Once per record and period" (docs/architecture.md, schedules): a job inserts its mark in
  // the transaction of its work; the key makes a second process or a restart skip what is done.
  await sql`
    create table schedule_marks (
      schedule text not null,
      subject_id integer not null,
      period text not null,
      created_at timestamptz not null default now(),
      primary key (schedule, subject_id, period)
    )`.execute(db);
  await sql`create index schedule_marks_created_idx on schedule_marks (created_at)`.execute(db);

  await sql`alter table projects add column archived_at timestamptz`.execute(db);

  // What the command palette searches, besides tasks, comments and the template library.
  const searchable: Array<[table: string, parts: Array<[string, string]>]> = [
    [
      "projects",
      [
        ["name", "A"],
        ["description", "B"],
      ],
    ],
    [
      "leads",
      [
        ["name", "A"],
        ["company", "A"],
        ["email", "B"],
      ],
    ],
    [
      "users",
      [
        ["username", "A"],
        ["first_name", "A"],
        ["last_name", "A"],
        ["email", "B"],
        ["company", "B"],
      ],
    ],
    [
      "project_documents",
      [
        ["title", "A"],
        ["body", "C"],
      ],
    ],
  ];
  for (const [table, parts] of searchable) {
    await sql
      .raw(
        `alter table ${table} add column search tsvector generated always as (${searchColumn(parts)}) stored`,
      )
      .execute(db);
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (search)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["project_documents", "users", "leads", "projects"]) {
    await sql.raw(`alter table ${table} drop column search`).execute(db);
  }
  await sql`alter table projects drop column archived_at`.execute(db);
  await sql`drop table schedule_marks`.execute(db);
  await sql`drop table notification_preferences`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`drop table task_followers`.execute(db);
  await sql`drop table task_attachments`.execute(db);
  await sql`drop table task_checklist_items`.execute(db);
  await sql`drop table task_comments`.execute(db);
  await sql`drop function cairn_count_task_children()`.execute(db);
  await sql`drop table task_activity`.execute(db);
  for (const column of [
    "search",
    "attachment_count",
    "comment_count",
    "checklist_done",
    "checklist_total",
    "approval_at",
    "approval_by",
    "approval",
    "estimate_minutes",
    "label_ids",
  ]) {
    await sql.raw(`alter table tasks drop column ${column}`).execute(db);
  }
  await sql`drop table project_labels`.execute(db);
}
