/**
 * The KPI benchmark's data (bench/kpis.ts), on top of bench/bulk-seed.ts: each scale task is
 * given a creation time within the last half year and, by its column, a history — created in To
 * Do, moved to In Progress, to Review, to Done — with its completion at the last move; each
 * project two milestones holding its tasks, a weekly health check for 26 weeks, and two mood
 * entries a week from its client and consultant. All set-based SQL, deterministic by id.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../src/db/database.js";

export async function kpiSeed(db: Kysely<Database>): Promise<void> {
  // Days from creation to In Progress (d1), to Review (d2) and to Done (d3), by task id.
  await sql`
    update tasks t set
      created_at = now() - (((t.id * 37) % 170 + 20) || ' days')::interval
                         - ((t.id % 24) || ' hours')::interval,
      completed_at = case when t.column_id = 'done' then
        now() - (((t.id * 37) % 170 + 20) || ' days')::interval - ((t.id % 24) || ' hours')::interval
              + ((t.id % 5 + t.id % 4 + 1 + t.id % 6 + 1) || ' days')::interval end
    from projects p
    where p.id = t.project_id and p.name like 'Scale project %'`.execute(db);
  await sql`
    insert into task_activity (task_id, actor_id, kind, from_value, to_value, detail, created_at)
    select t.id, p.consultant_id, m.kind, m.from_value, m.to_value, m.detail,
           t.created_at + (m.after_days || ' days')::interval
    from tasks t
    join projects p on p.id = t.project_id
    cross join lateral (values
      ('created', null, null, 'To Do', 0, 0),
      ('moved', 'todo', 'inprogress', 'In Progress', t.id % 5, 1),
      ('moved', 'inprogress', 'review', 'Review', t.id % 5 + t.id % 4 + 1, 2),
      ('moved', 'review', 'done', 'Done', t.id % 5 + t.id % 4 + 1 + t.id % 6 + 1, 3)
    ) as m (kind, from_value, to_value, detail, after_days, step)
    where p.name like 'Scale project %'
      and m.step <= case t.column_id when 'todo' then 0 when 'inprogress' then 1
                                     when 'review' then 2 else 3 end`.execute(db);
  await sql`
    insert into milestones (project_id, title, start_date, due_date, position)
    select p.id, 'Milestone ' || n, current_date - 180 + n * 90, current_date + n * 30, n
    from projects p cross join generate_series(1, 2) as n
    where p.name like 'Scale project %'`.execute(db);
  await sql`
    update tasks t set milestone_id = m.id
    from milestones m
    where m.project_id = t.project_id and m.position = 1 + t.id % 2
      and m.title like 'Milestone %'`.execute(db);
  await sql`
    insert into health_checks (project_id, week_start, score, report)
    select p.id, (date_trunc('week', now()) - (w || ' weeks')::interval)::date,
           40 + (p.id * 13 + w * 7) % 60, '{}'
    from projects p cross join generate_series(0, 25) as w
    where p.name like 'Scale project %'`.execute(db);
  await sql`
    insert into team_mood_entries (user_id, project_id, mood_score, energy_level, stress_level, created_at)
    select case when w % 2 = 0 then p.client_id else p.consultant_id end, p.id,
           1 + (p.id + w) % 5, 3, 3, now() - (w * 3 || ' days')::interval
    from projects p cross join generate_series(0, 51) as w
    where p.name like 'Scale project %'`.execute(db);
  await sql`analyze`.execute(db);
}
