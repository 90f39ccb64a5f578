/**
 * The SQL of each feed (docs/bi-feeds.md): one SELECT per dataset whose columns are the
 * dataset's columns (FEEDS in @cairn/schema/feeds) plus `updated_at` and `id`, which order and
 * page it. Who sees which rows is the API's own rule (core/ownership.ts), written as SQL:
 *
 * - an administrator sees every project;
 * - anyone else the projects they are the client or consultant of, and the tasks (and their
 *   history) assigned to them;
 * - through a non-admin's API token, only projects whose plan includes API access (Scale).
 *
 * Repository code that executes nothing itself: feeds.repo.ts reads each SELECT as a subquery,
 * paging and counting it.
 */
import type { FeedDataset } from "@cairn/schema/feeds";
import type { PlanId } from "@cairn/schema/plan-limits";
import type { User } from "@cairn/schema/users";
import { type RawBuilder, sql } from "kysely";
import { MIN_ENTRIES_FOR_AVERAGES } from "../mood/readers.js";

export interface FeedViewer {
  user: Pick<User, "id" | "role">;
  /** Plans a viewer's rows are limited to (a non-admin's token); undefined: every plan. */
  plans: readonly PlanId[] | undefined;
}

const displayName = (alias: string) =>
  sql`coalesce(nullif(trim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})), ''), ${sql.ref(`${alias}.username`)})`;

function planFilter(viewer: FeedViewer, project: string): RawBuilder<unknown> {
  if (!viewer.plans) return sql`true`;
  if (viewer.plans.length === 0) return sql`false`;
  return sql`${sql.ref(`${project}.plan_type`)} in (${sql.join(viewer.plans.map((plan) => sql`${plan}`))})`;
}

/** The projects the viewer reads (ownership.ts: canReadProject), within the token's plans. */
function projectVisible(viewer: FeedViewer, project: string): RawBuilder<unknown> {
  const plans = planFilter(viewer, project);
  if (viewer.user.role === "admin") return plans;
  const me = viewer.user.id;
  return sql`((${sql.ref(`${project}.client_id`)} = ${me} or ${sql.ref(`${project}.consultant_id`)} = ${me}) and ${plans})`;
}

/** The tasks the viewer reads (canReadTask): those of their projects and those assigned to them. */
function taskVisible(viewer: FeedViewer, task: string, project: string): RawBuilder<unknown> {
  if (viewer.user.role === "admin") return planFilter(viewer, project);
  return sql`(${projectVisible(viewer, project)} or (${sql.ref(`${task}.assigned_to`)} = ${viewer.user.id} and ${planFilter(viewer, project)}))`;
}

export function datasetQuery(dataset: FeedDataset, viewer: FeedViewer): RawBuilder<unknown> {
  switch (dataset) {
    case "tasks":
      return sql`
        select t.id, t.project_id, p.name as project_name, t.title, t.status,
          t.column_id as "column", t.priority, t.assigned_to as assignee_id,
          case when a.id is null then null else ${displayName("a")} end as assignee_name,
          t.milestone_id, t.due_date, t.estimate_minutes, t.approval, t.completed_at,
          t.created_at, t.updated_at
        from tasks t
        join projects p on p.id = t.project_id
        left join users a on a.id = t.assigned_to
        where ${taskVisible(viewer, "t", "p")}`;
    case "task_history":
      return sql`
        select h.id, h.task_id, t.project_id, h.actor_id, h.kind, h.field, h.from_value,
          h.to_value, h.created_at, h.created_at as updated_at
        from task_activity h
        join tasks t on t.id = h.task_id
        join projects p on p.id = t.project_id
        where ${taskVisible(viewer, "t", "p")}`;
    case "projects":
      return sql`
        select p.id, p.name, p.status, p.plan_type, p.client_id,
          case when c.id is null then null else ${displayName("c")} end as client_name,
          p.consultant_id,
          case when k.id is null then null else ${displayName("k")} end as consultant_name,
          p.start_date, p.archived_at, p.created_at, p.updated_at
        from projects p
        left join users c on c.id = p.client_id
        left join users k on k.id = p.consultant_id
        where ${projectVisible(viewer, "p")}`;
    case "milestones":
      return sql`
        select m.id, m.project_id, m.title, m.start_date, m.due_date, m.position, m.created_at,
          m.updated_at
        from milestones m
        join projects p on p.id = m.project_id
        where ${projectVisible(viewer, "p")}`;
    case "health_history":
      return sql`
        select h.id, h.project_id, h.week_start, h.score, h.previous_score, h.created_at,
          h.created_at as updated_at
        from health_checks h
        join projects p on p.id = h.project_id
        where ${projectVisible(viewer, "p")}`;
    case "mood":
      // Aggregates only: a week's means stay empty below the mood screens' own minimum, so an
      // anonymous entry can never be read back from a feed.
      return sql`
        select concat(w.project_id, ':', w.week_start) as id, w.project_id, w.week_start,
          w.entries, w.participants,
          case when w.entries >= ${MIN_ENTRIES_FOR_AVERAGES} then w.mean_mood end as mean_mood,
          case when w.entries >= ${MIN_ENTRIES_FOR_AVERAGES} then w.mean_energy end as mean_energy,
          case when w.entries >= ${MIN_ENTRIES_FOR_AVERAGES} then w.mean_stress end as mean_stress,
          w.updated_at
        from (
          select e.project_id,
            date_trunc('week', e.created_at at time zone 'UTC')::date as week_start,
            count(*)::int as entries,
            (count(distinct e.user_id) + count(*) filter (where e.user_id is null))::int
              as participants,
            -- The one mood figure (mood/readers.ts moodAverage): one decimal, half up.
            round(avg(e.mood_score)::numeric, 1) as mean_mood,
            round(avg(e.energy_level)::numeric, 1) as mean_energy,
            round(avg(e.stress_level)::numeric, 1) as mean_stress,
            max(e.created_at) as updated_at
          from team_mood_entries e
          join projects p on p.id = e.project_id
          where ${projectVisible(viewer, "p")}
          group by e.project_id, date_trunc('week', e.created_at at time zone 'UTC')::date
        ) w`;
    case "raid":
      return sql`
        select r.id, r.project_id, r.kind, r.title, r.status, r.owner_id,
          case when o.id is null then null else ${displayName("o")} end as owner_name,
          r.probability, r.impact, (r.probability * r.impact)::int as score, r.review_date,
          r.decided_on, r.created_at, r.updated_at
        from raid_entries r
        join projects p on p.id = r.project_id
        left join users o on o.id = r.owner_id
        where ${projectVisible(viewer, "p")}`;
  }
}
