/**
 * What the KPIs read (docs/kpis.md): a few set-based statements per request, each aggregated in
 * the database into slots of the period (`width_bucket` over the period's boundaries, period.ts)
 * so that what travels is a row per slot and key, not a row per task — except the tasks finished
 * in the two periods, whose medians are computed in compute.ts.
 *
 * A task's column over time comes from its history (task_activity): `created` (detail: the
 * column's title), `moved` (to_value: the column key) and `status` (detail: the new column's
 * title). A task older than its history is taken to have stood, from its creation until its
 * first line, where that line says it came from; a task with no line at all stood in its present
 * column since its creation — or, when done, in To Do until its completion (no cycle time).
 */
import { BOARD_COLUMNS } from "@cairn/schema/constants";
import type { PlanId } from "@cairn/schema/plan-limits";
import type { User } from "@cairn/schema/users";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.js";
import type { FinishedTask, HealthWeek, Milestone, MoodRows, SlotDelta } from "./compute.js";
import { type KpiPeriod, mondayOf } from "./period.js";

type Db = Kysely<Database>;

/** Milestones drawn one by one up to this many in the scope; beyond, only all together. */
export const MILESTONE_LINES = 12;

/** The projects a person reads (ownership.ts, canReadProject), archived ones left out. */
export async function readableProjectIds(
  db: Db,
  user: Pick<User, "id" | "role">,
  plans?: readonly PlanId[],
) {
  let query = db.selectFrom("projects").select("id").where("archivedAt", "is", null);
  if (plans) query = query.where("planType", "in", plans);
  if (user.role !== "admin") {
    query = query.where((eb) =>
      eb.or([eb("clientId", "=", user.id), eb("consultantId", "=", user.id)]),
    );
  }
  const rows = await query.orderBy("id").execute();
  return rows.map((row) => row.id);
}

/** Of `ids`, the first the person may not read (or that does not exist); undefined if none. */
export async function firstUnreadable(db: Db, user: Pick<User, "id" | "role">, ids: number[]) {
  const rows = await db
    .selectFrom("projects")
    .select(["id", "clientId", "consultantId"])
    .where("id", "in", ids)
    .execute();
  const readable = new Set(
    rows
      .filter(
        (row) => user.role === "admin" || row.clientId === user.id || row.consultantId === user.id,
      )
      .map((row) => row.id),
  );
  return ids.find((id) => !readable.has(id));
}

/** Of `ids`, the first project whose plan is not one of `plans`, with its plan. */
export function firstOutsidePlans(db: Db, ids: number[], plans: readonly PlanId[]) {
  return db
    .selectFrom("projects")
    .select(["id", "planType"])
    .where("id", "in", ids)
    .where("planType", "not in", plans)
    .orderBy("id")
    .executeTakeFirst();
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;
/** Scopes up to this many projects are looked up by index; larger ones are hashed. */
const INDEXED_SCOPE = 50;
/**
 * `column` is one of the scope's projects: for a few, `= any(array)` (an index lookup each);
 * for a portfolio, a hashed semi-join, where `= any` would compare every row with every id.
 */
const inScope = (column: string, ids: readonly number[]) =>
  ids.length <= INDEXED_SCOPE
    ? sql`${sql.ref(column)} = any(${idArray(ids)})`
    : sql`${sql.ref(column)} in (select unnest(${idArray(ids)}))`;
const instants = (period: KpiPeriod) =>
  sql`${`{${period.boundaries.map((at) => at.toISOString()).join(",")}}`}::timestamptz[]`;

const titleToKey = (value: RawBuilder<unknown>) =>
  sql`case ${value} ${sql.join(
    BOARD_COLUMNS.map((column) => sql`when ${column.title} then ${column.key}`),
    sql` `,
  )} end`;
const statusToKey = (value: RawBuilder<unknown>) =>
  sql`case ${value} when 'pending' then 'todo' when 'in_progress' then 'inprogress' when 'completed' then 'done' end`;

const HISTORY_KINDS = sql`('created', 'moved', 'status')`;
/** The column a history line put its task in. */
const lineColumn = (line: string) =>
  sql`case when ${sql.raw(line)}.kind = 'moved' then ${sql.raw(line)}.to_value
    else coalesce(${titleToKey(sql.raw(`${line}.detail`))}, ${statusToKey(sql.raw(`${line}.to_value`))}) end`;
/** The column a `moved` line took its task from, or for a `status` line its status's column. */
const lineFromColumn = (line: string) =>
  sql`case when ${sql.raw(line)}.kind = 'moved' then ${sql.raw(line)}.from_value
    else ${statusToKey(sql.raw(`${line}.from_value`))} end`;

/**
 * Tasks finished in the period or the one before, with their time in In Progress and Review
 * up to their completion. Without ordering the history: each line that takes a task into those
 * two columns subtracts its time, each that takes it out adds it (a move between the two does
 * neither), so the sum is the time spent inside. A `status` line's old status tells whether the
 * task was inside (in_progress is either column). A finished task ends outside, so one exit more
 * than entries means it was inside from its creation (a task older than its history).
 */
export async function finishedTasks(db: Db, ids: number[], period: KpiPeriod) {
  const start = period.boundaries[0] as Date;
  const end = period.boundaries.at(-1) as Date;
  const result = await sql<{
    createdAt: string;
    completedAt: string;
    dueDate: string | null;
    cycleSeconds: number | string | null;
  }>`
    with done as (
      select id, created_at, completed_at, due_date from tasks
      where ${inScope("project_id", ids)} and completed_at >= ${start} and completed_at < ${end}
    ),
    crossings as (
      select a.task_id, extract(epoch from a.created_at) as at,
        case when a.kind = 'moved' then a.from_value in ('inprogress', 'review')
          when a.kind = 'status' then a.from_value = 'in_progress'
          else false end as was_in,
        ${lineColumn("a")} in ('inprogress', 'review') as now_in
      from task_activity a join done d on d.id = a.task_id
      where a.kind in ${HISTORY_KINDS} and a.created_at <= d.completed_at
    ),
    sums as (
      select task_id,
        sum(case when was_in and not now_in then at when now_in and not was_in then -at else 0 end) as seconds,
        sum(case when was_in and not now_in then 1 when now_in and not was_in then -1 else 0 end) as exits,
        bool_or(was_in or now_in) as started
      from crossings group by task_id
    )
    select d.created_at, d.completed_at, d.due_date,
      case when coalesce(s.started, false) then greatest(0, coalesce(s.seconds, 0)
        - case when s.exits > 0 then s.exits * extract(epoch from d.created_at) else 0 end
        - case when s.exits < 0 then s.exits * extract(epoch from d.completed_at) else 0 end
      )::float8 end as cycle_seconds
    from done d left join sums s on s.task_id = d.id`.execute(db);
  return result.rows.map(
    (row): FinishedTask => ({
      createdAt: row.createdAt,
      completedAt: row.completedAt,
      dueDate: row.dueDate,
      cycleSeconds: row.cycleSeconds === null ? null : Number(row.cycleSeconds),
    }),
  );
}

/**
 * Entries into and exits from each column, summed per slot (key: the column). Each history line
 * adds one to the column it put its task in and, but for `created`, takes one from the column
 * the task left: a `moved` line names it; for a `status` line it is the column of the task's
 * line before (looked up by index, status lines being few). A task older than its history stood
 * in its first line's "from" column since its creation; one with no line at all in its present
 * column (a done one: To Do until its completion).
 */
export async function columnDeltas(db: Db, ids: number[], period: KpiPeriod) {
  const end = period.boundaries.at(-1) as Date;
  const result = await sql<{ key: string; slot: number; delta: number }>`
    with scope as (
      select id, created_at, completed_at, column_id from tasks
      where ${inScope("project_id", ids)} and created_at < ${end}
    ),
    lines as (
      select a.id, a.task_id, a.created_at as at, a.kind, a.from_value, ${lineColumn("a")} as col
      from task_activity a join scope t on t.id = a.task_id
      where a.kind in ${HISTORY_KINDS} and a.created_at < ${end}
    ),
    changes as (
      select col as key, at, 1 as delta from lines
      union all
      select from_value, at, -1 from lines where kind = 'moved'
      union all
      select coalesce(before.col, ${statusToKey(sql`l.from_value`)}), l.at, -1
      from lines l left join lateral (
        select ${lineColumn("b")} as col from task_activity b
        where b.task_id = l.task_id and b.kind in ${HISTORY_KINDS}
          and (b.created_at < l.at or (b.created_at = l.at and b.id < l.id))
        order by b.created_at desc, b.id desc limit 1
      ) as before on true
      where l.kind = 'status'
      union all
      select ${lineFromColumn("b")}, t.created_at, 1
      from scope t cross join lateral (
        select b.kind, b.from_value from task_activity b
        where b.task_id = t.id and b.kind in ${HISTORY_KINDS}
        order by b.created_at, b.id limit 1
      ) as b
      where b.kind <> 'created'
        and t.id not in (select task_id from lines where kind = 'created')
      union all
      select case when t.column_id = 'done' then 'todo' else t.column_id end, t.created_at, 1
      from scope t where t.id not in (select task_id from lines)
      union all
      select e.key, coalesce(t.completed_at, t.created_at), e.delta
      from scope t cross join (values ('todo', -1), ('done', 1)) as e (key, delta)
      where t.column_id = 'done' and t.id not in (select task_id from lines)
    )
    select key, width_bucket(at, ${instants(period)})::int as slot, sum(delta)::int as delta
    from changes where at < ${end}
    group by 1, 2`.execute(db);
  return result.rows as SlotDelta[];
}

/**
 * Tasks becoming overdue (the start of the day after their due day, or their creation if later)
 * and ceasing to be (their completion), summed per slot (key: `overdue`).
 */
export async function overdueDeltas(db: Db, ids: number[], period: KpiPeriod) {
  const end = period.boundaries.at(-1) as Date;
  const result = await sql<{ slot: number; delta: number }>`
    with late as (
      select greatest(created_at, due_date + interval '1 day') as since, completed_at
      from tasks
      where ${inScope("project_id", ids)} and due_date is not null and created_at < ${end}
    )
    select width_bucket(e.at, ${instants(period)})::int as slot, sum(e.delta)::int as delta
    from late cross join lateral (values (since, 1), (completed_at, -1)) as e (at, delta)
    where (completed_at is null or completed_at > since) and e.at is not null and e.at < ${end}
    group by 1`.execute(db);
  return result.rows.map((row): SlotDelta => ({ key: "overdue", ...row }));
}

/** The scope's milestones in roadmap order, or null when there are more than MILESTONE_LINES. */
export async function scopeMilestones(db: Db, ids: number[]): Promise<Milestone[] | null> {
  const rows = await db
    .selectFrom("milestones")
    .select(["id", "title"])
    .where(sql<boolean>`${inScope("project_id", ids)}`)
    .orderBy("projectId")
    .orderBy("position")
    .orderBy("id")
    .limit(MILESTONE_LINES + 1)
    .execute();
  return rows.length > MILESTONE_LINES ? null : rows;
}

/**
 * Milestone tasks joining (`total:<id>`, at creation) and finished (`done:<id>`, at completion),
 * per slot; `<id>` is 0 for all milestones together when `oneByOne` is false.
 */
export async function milestoneDeltas(db: Db, ids: number[], period: KpiPeriod, oneByOne: boolean) {
  const end = period.boundaries.at(-1) as Date;
  const result = await sql<{ key: string; slot: number; delta: number }>`
    select e.kind || ':' || ${oneByOne ? sql`t.milestone_id` : sql`0`} as key,
      width_bucket(e.at, ${instants(period)})::int as slot, count(*)::int as delta
    from tasks t cross join lateral (values ('total', t.created_at), ('done', t.completed_at)) as e (kind, at)
    where ${inScope("t.project_id", ids)} and t.milestone_id is not null
      and e.at is not null and e.at < ${end}
    group by 1, 2`.execute(db);
  return result.rows as SlotDelta[];
}

/** Health checks by the week they are for, from the period before's first week to `to`. */
export async function healthWeeks(db: Db, ids: number[], period: KpiPeriod) {
  const result = await sql<{ weekStart: string; sum: number; count: number }>`
    select week_start::text as week_start, sum(score)::float8 as sum, count(*)::int as count
    from health_checks
    where ${inScope("project_id", ids)}
      and week_start >= ${mondayOf(period.previousFrom)}::date and week_start <= ${period.to}::date
    group by week_start`.execute(db);
  return result.rows as HealthWeek[];
}

/** Mood entries per slot, the people who logged them, and the projects' members. */
export async function moodRows(db: Db, ids: number[], period: KpiPeriod): Promise<MoodRows> {
  const start = period.boundaries[0] as Date;
  const from = period.boundaries[1] as Date;
  const end = period.boundaries.at(-1) as Date;
  const person = sql`case when user_id is not null then project_id || ':' || user_id end`;
  const [weeks, authors, members] = await Promise.all([
    sql<{ slot: number; sum: number; count: number; authors: number }>`
      select width_bucket(created_at, ${instants(period)})::int as slot,
        sum(mood_score)::float8 as sum, count(*)::int as count,
        count(distinct ${person})::int as authors
      from team_mood_entries
      where ${inScope("project_id", ids)} and created_at >= ${start} and created_at < ${end}
      group by 1`.execute(db),
    sql<{ current: number; previous: number }>`
      select count(distinct ${person}) filter (where created_at >= ${from})::int as current,
        count(distinct ${person}) filter (where created_at < ${from})::int as previous
      from team_mood_entries
      where ${inScope("project_id", ids)} and created_at >= ${start} and created_at < ${end}`.execute(
      db,
    ),
    sql<{ members: number }>`
      select count(*)::int as members from (
        select id, client_id from projects where ${inScope("id", ids)} and client_id is not null
        union
        select id, consultant_id from projects where ${inScope("id", ids)} and consultant_id is not null
        union
        select project_id, assigned_to from tasks
        where ${inScope("project_id", ids)} and assigned_to is not null
      ) as people`.execute(db),
  ]);
  return {
    weeks: weeks.rows,
    authors: authors.rows[0] ?? { current: 0, previous: 0 },
    members: members.rows[0]?.members ?? 0,
  };
}

/** The names of these projects, in alphabetical order. */
export async function projectNames(
  db: Kysely<Database>,
  projectIds: readonly number[],
): Promise<string[]> {
  const rows = await db
    .selectFrom("projects")
    .select("name")
    .where("id", "in", [...projectIds])
    .orderBy("name")
    .execute();
  return rows.map((row) => row.name);
}
