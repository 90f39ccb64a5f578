/**
 * Dependencies between tasks (docs/dependencies.md): `blocked_id` waits on `blocker_id`. Both
 * go with their task. A task never waits on itself; circles longer than that are refused by
 * the procedure, which holds the client's lock while it looks (dependencies.repo.ts). Frozen
 * once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table task_dependencies (
      blocked_id integer not null references tasks (id) on delete cascade,
      blocker_id integer not null references tasks (id) on delete cascade,
      created_by integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (blocked_id, blocker_id),
      check (blocked_id <> blocker_id)
    )`.execute(db);
  // Every foreign key is indexed (migrate.int.test.ts): "what does this task block" reads by
  // blocker, and a person's deletion finds what they linked.
  await sql`create index task_dependencies_blocker_idx on task_dependencies (blocker_id)`.execute(
    db,
  );
  await sql`create index task_dependencies_created_by_idx on task_dependencies (created_by)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table task_dependencies`.execute(db);
}
