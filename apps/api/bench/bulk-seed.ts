/**
 * Scale data for the benchmarks: on top of the demo organisation, `projects` projects (spread
 * over the demo consultants and clients) with `tasksPerProject` tasks each over the four
 * columns, written with set-based SQL (a few seconds for 50,000 tasks).
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../src/db/database.js";

export async function bulkSeed(
  db: Kysely<Database>,
  options: { projects: number; tasksPerProject: number; bigProjectTasks?: number },
): Promise<void> {
  await sql`
    insert into projects (name, description, client_id, consultant_id, status, plan_type, created_at)
    select 'Scale project ' || g,
           'Benchmark project ' || g,
           (select id from users where role = 'user' order by id offset (g % 3) limit 1),
           (select id from users where role = 'consultant' order by id offset (g % 2) limit 1),
           (array['active', 'completed', 'on_hold'])[1 + g % 3],
           (array['trial', 'pro', 'scale'])[1 + g % 3],
           now() - (g || ' minutes')::interval
    from generate_series(1, ${options.projects}) as g`.execute(db);
  await sql`
    insert into project_columns (project_id, key, title, color, order_index)
    select p.id, c.key, c.title, c.color, c.ord
    from projects p
    cross join (values ('todo', 'To Do', '#ef4444', 0), ('inprogress', 'In Progress', '#f59e0b', 1),
                       ('review', 'Review', '#3b82f6', 2), ('done', 'Done', '#22c55e', 3))
      as c(key, title, color, ord)
    where p.name like 'Scale project %'`.execute(db);
  await sql`
    insert into tasks (title, description, project_id, assigned_to, status, priority, due_date,
                       column_id, order_index, completed_at, created_at, updated_at)
    select 'Task ' || t || ' of ' || p.name,
           'Generated for the benchmark.',
           p.id,
           case when t % 3 = 0 then p.consultant_id when t % 3 = 1 then p.client_id end,
           (array['pending', 'in_progress', 'in_progress', 'completed'])[1 + t % 4],
           (array['low', 'medium', 'high'])[1 + t % 3],
           case when t % 5 = 0 then null else now() + ((t % 40 - 20) || ' days')::interval end,
           (array['todo', 'inprogress', 'review', 'done'])[1 + t % 4],
           t / 4,
           case when t % 4 = 3 then now() - interval '1 day' end,
           now() - (t || ' seconds')::interval,
           now()
    from projects p
    cross join generate_series(0, ${options.tasksPerProject - 1}) as t
    where p.name like 'Scale project %'`.execute(db);
  if (options.bigProjectTasks) {
    // One project with a large board, led by the demo consultant.
    await sql`
      insert into projects (name, client_id, consultant_id)
      select 'Big board', (select id from users where username = 'client'),
             (select id from users where username = 'consultant')`.execute(db);
    await sql`
      insert into project_columns (project_id, key, title, color, order_index)
      select p.id, c.key, c.title, c.color, c.ord
      from projects p
      cross join (values ('todo', 'To Do', '#ef4444', 0), ('inprogress', 'In Progress', '#f59e0b', 1),
                         ('review', 'Review', '#3b82f6', 2), ('done', 'Done', '#22c55e', 3))
        as c(key, title, color, ord)
      where p.name = 'Big board'`.execute(db);
    await sql`
      insert into tasks (title, project_id, status, priority, column_id, order_index)
      select 'Big task ' || t, p.id,
             (array['pending', 'in_progress', 'in_progress', 'completed'])[1 + t % 4],
             (array['low', 'medium', 'high'])[1 + t % 3],
             (array['todo', 'inprogress', 'review', 'done'])[1 + t % 4],
             t / 4
      from projects p cross join generate_series(0, ${options.bigProjectTasks - 1}) as t
      where p.name = 'Big board'`.execute(db);
  }
  await sql`analyze`.execute(db);
}
