/**
 * The command palette's queries (docs/search.md): one per type of record, each a full-text match
 * on the record's generated `search` column (GIN-indexed), ranked with `ts_rank`, with the
 * caller's right to read each record decided in the same SQL — the rules of
 * `core/ownership.ts`, written as predicates — so that a record the caller may not read is never
 * read out of the database, let alone answered. Snippets (`ts_headline`) are made for the rows
 * of the answer only, after the limit.
 */
import type { PlanId } from "@cairn/schema/plan-limits";
import type { Role } from "@cairn/schema/users";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { typedWords } from "../../lib/full-text.js";
import { withTransaction } from "../../lib/transaction.js";

/** Who searches: the predicates below read their id and role. */
export interface Searcher {
  id: number;
  role: Role;
  /** Only records of projects on these plans: those a token reaches (tokens/scopes.ts). */
  plans?: readonly PlanId[] | undefined;
}

/** The project `projectId` names is on one of the searcher's plans (true without plans). */
function withinPlans(who: Searcher, projectId: string): RawBuilder<boolean> {
  if (!who.plans) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(projectId)} in (select pp.id from projects pp
    where pp.plan_type in (${sql.join(who.plans.map((plan) => sql`${plan}`))}))`;
}

/**
 * The palette's `tsquery`: all the words whole (stemmed), or the words before the last whole
 * and the last as a prefix, or the text as typed read whole by PostgreSQL's own parser (which
 * keeps an e-mail address or a host name as one word, as the columns hold them; `plainto_`
 * reads no operator). `plainto_tsquery` of nothing (or of stop words only) is an empty query,
 * which `&&` and `||` leave out. Undefined when the search has no word.
 */
export function typedQuery(q: string): RawBuilder<string> | undefined {
  const words = typedWords(q);
  if (words.all === "") return undefined;
  return sql<string>`(plainto_tsquery('english', ${words.all}) || (plainto_tsquery('english', ${words.head}) && to_tsquery('simple', ${words.lastPrefix})) || plainto_tsquery('simple', ${q.trim()}))`;
}

/** The private-use characters that mark a found word in a snippet (search-snippet.ts). */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

/** A snippet of a dozen words around the first words found, found words marked. */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=16, MinWords=6, ShortWord=2, MaxFragments=1`;

function headline(document: RawBuilder<unknown>, query: RawBuilder<string>): RawBuilder<string> {
  return sql<string>`ts_headline('english', ${document}, ${query}, ${HEADLINE_OPTIONS})`;
}

/** Whether a title (as its `search` column holds it) has the words. */
function titleMatches(title: RawBuilder<unknown>, query: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`((to_tsvector('english', ${title}) || to_tsvector('simple', ${title})) @@ ${query})`;
}

/**
 * A project the searcher reads (ownership.ts, canReadProject): admins any; its client and its
 * consultant.
 */
function readsProject(who: Searcher, project: string): RawBuilder<boolean> {
  const plans = withinPlans(who, `${project}.id`);
  if (who.role === "admin") return plans;
  const p = sql.ref(project);
  return sql<boolean>`(${p}.client_id = ${who.id} or ${p}.consultant_id = ${who.id}) and ${plans}`;
}

/**
 * A document the searcher reads (canReadDocument): whoever may change its project (its
 * consultant, admins), and its project's other readers once it is shared.
 */
function readsDocument(who: Searcher, document: string, project: string): RawBuilder<boolean> {
  if (who.role === "admin") return withinPlans(who, `${project}.id`);
  const writes =
    who.role === "consultant"
      ? sql<boolean>`${sql.ref(project)}.consultant_id = ${who.id}`
      : sql<boolean>`false`;
  return sql<boolean>`(${writes} or (${sql.ref(document)}.shared and ${readsProject(who, project)})) and ${withinPlans(who, `${project}.id`)}`;
}

/**
 * How many of a source's matches are ranked: its newest this many. A word that thousands of
 * records hold ("invoice") then costs about what a rare one does, and the ranking of so many
 * equally good matches would mean little; a second word narrows it (docs/search.md, "Speed").
 */
export const CANDIDATES = 100;

/** How many of a table's newest rows are read first, looking for its newest matches. */
export const WINDOW = 1000;

/** Matches in the window enough to rank without looking further back. */
export const ENOUGH = 20;

/**
 * The newest rows of a table that match (at most `CANDIDATES`), as ids, found in two bounded
 * steps rather than by a plan the planner picks from its estimate of a word's frequency (which
 * it cannot know well for a prefix, nor for a word it has never seen: taking an absent word for
 * a common one, it would walk a whole table backwards):
 *
 * 1. the table's newest `WINDOW` rows, in the primary key's order, matched one by one: a common
 *    word finds its candidates there, whatever its frequency;
 * 2. only when those hold fewer than `ENOUGH` matches: the GIN index, for the rarer words — the
 *    newest matches anywhere (the `+ 0` keeps the primary key's order out of the plan, and
 *    `searchPlan` sequential scans), at a cost that grows with their number, not the table's.
 *
 * `from` names the table as `alias`; `joins` adds what `matches` reads besides it.
 */
function newestMatches(args: {
  table: "tasks" | "task_comments" | "projects" | "project_documents" | "leads";
  alias: string;
  joins?: RawBuilder<unknown>;
  matches: RawBuilder<boolean>;
}): RawBuilder<{ id: number }> {
  const table = sql.table(args.table);
  const alias = sql.raw(args.alias);
  const joins = args.joins ?? sql``;
  return sql<{ id: number }>`(
    with recent as (
      select ${alias}.id
      from (select * from ${table} order by id desc limit ${WINDOW}) ${alias} ${joins}
      where ${args.matches}
      order by ${alias}.id desc
      limit ${CANDIDATES}
    ),
    older as (
      select ${alias}.id
      from ${table} ${alias} ${joins}
      where (select count(*) from recent) < ${ENOUGH} and ${args.matches}
      order by ${alias}.id + 0 desc
      limit ${CANDIDATES}
    )
    select id from recent union select id from older order by id desc limit ${CANDIDATES}
  )`;
}

/**
 * Runs a search's queries with the plans `newestMatches` counts on, for their transaction only:
 * no sequential scan of a searched table (the GIN index instead), and no parallel workers —
 * PostgreSQL would start them for the second step even when the first made it unnecessary
 * (tens of milliseconds for nothing), and a search's steps are small.
 */
export function searchPlan<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>) {
  return withTransaction(db, async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
    return work(trx);
  });
}

/**
 * The tasks a non-admin reads (ownership.ts, canReadTask), as a predicate on `t`: a task of one
 * of their projects (an array, read once), or one assigned to them. Checked row by row on the
 * matches (`+ 0` keeps the tasks' project and assignee indexes out of the plan: combining them
 * with the search's would read every task of the searcher's projects).
 */
function readableTask(who: Searcher): RawBuilder<boolean> {
  const plans = withinPlans(who, "t.project_id");
  if (who.role === "admin") return plans;
  return sql<boolean>`((t.project_id + 0) = any(array(
      select p.id from projects p where p.client_id = ${who.id} or p.consultant_id = ${who.id}
    )) or (t.assigned_to + 0) = ${who.id}) and ${plans}`;
}

export interface TaskHit {
  id: number;
  title: string;
  projectId: number;
  projectName: string;
  archived: boolean;
  rank: number;
  /** The comment whose words ranked best, when a comment did. */
  commentId: number | null;
  inTitle: boolean;
  snippet: string | null;
}

/**
 * Tasks whose title or description has the words, or one of whose comments has: each task once,
 * by its best-ranked match (a comment's body weighs less than the task's own words, weight C).
 * Of each source (the tasks' own words, the comments) the newest `CANDIDATES` matches the
 * searcher may read are ranked.
 */
export async function searchTasks(
  db: Kysely<Database>,
  who: Searcher,
  query: RawBuilder<string>,
  limit: number,
): Promise<TaskHit[]> {
  const result = await sql<TaskHit>`
    with own as (
      select t.id as task_id, ts_rank(t.search, ${query}) as rank, null::integer as comment_id
      from ${newestMatches({
        table: "tasks",
        alias: "t",
        matches: sql<boolean>`t.search @@ ${query} and ${readableTask(who)}`,
      })} m
      join tasks t on t.id = m.id
    ),
    said as (
      select c.task_id, ts_rank(c.search, ${query}) as rank, c.id as comment_id
      from ${newestMatches({
        table: "task_comments",
        alias: "c",
        joins: who.role === "admin" ? sql`` : sql`join tasks t on t.id = c.task_id`,
        matches: sql<boolean>`c.search @@ ${query} and ${readableTask(who)}`,
      })} m
      join task_comments c on c.id = m.id
    ),
    best as (
      select distinct on (task_id) task_id, rank, comment_id
      from (select * from own union all select * from said) matched
      order by task_id, rank desc, comment_id nulls first
    ),
    top as (
      select task_id, rank, comment_id from best order by rank desc, task_id desc limit ${limit}
    )
    select t.id, t.title, t.project_id as "projectId", p.name as "projectName",
           p.archived_at is not null as archived, top.rank::float8 as rank,
           top.comment_id as "commentId",
           ${titleMatches(sql.ref("t.title"), query)} as "inTitle",
           case
             when top.comment_id is not null then ${headline(sql.ref("c.body"), query)}
             when t.description is not null then ${headline(sql.ref("t.description"), query)}
           end as snippet
    from top
    join tasks t on t.id = top.task_id
    join projects p on p.id = t.project_id
    left join task_comments c on c.id = top.comment_id
    order by top.rank desc, t.id desc`.execute(db);
  return result.rows;
}

export interface ProjectHit {
  id: number;
  title: string;
  status: string;
  archived: boolean;
  rank: number;
  inTitle: boolean;
  snippet: string | null;
}

export async function searchProjects(
  db: Kysely<Database>,
  who: Searcher,
  query: RawBuilder<string>,
  limit: number,
): Promise<ProjectHit[]> {
  const result = await sql<ProjectHit>`
    with top as (
      select p.id, ts_rank(p.search, ${query}) as rank
      from ${newestMatches({
        table: "projects",
        alias: "p",
        matches: sql<boolean>`p.search @@ ${query} and ${readsProject(who, "p")}`,
      })} m
      join projects p on p.id = m.id
      order by rank desc, p.id desc
      limit ${limit}
    )
    select p.id, p.name as title, p.status, p.archived_at is not null as archived,
           top.rank::float8 as rank, ${titleMatches(sql.ref("p.name"), query)} as "inTitle",
           case when p.description is not null then ${headline(sql.ref("p.description"), query)} end
             as snippet
    from top join projects p on p.id = top.id
    order by top.rank desc, p.id desc`.execute(db);
  return result.rows;
}

export interface DocumentHit {
  id: number;
  title: string;
  projectId: number;
  projectName: string;
  archived: boolean;
  rank: number;
  inTitle: boolean;
  snippet: string | null;
}

export async function searchDocuments(
  db: Kysely<Database>,
  who: Searcher,
  query: RawBuilder<string>,
  limit: number,
): Promise<DocumentHit[]> {
  const result = await sql<DocumentHit>`
    with top as (
      select d.id, ts_rank(d.search, ${query}) as rank
      from ${newestMatches({
        table: "project_documents",
        alias: "d",
        joins: sql`join projects p on p.id = d.project_id`,
        matches: sql<boolean>`d.search @@ ${query} and ${readsDocument(who, "d", "p")}`,
      })} m
      join project_documents d on d.id = m.id
      order by rank desc, d.id desc
      limit ${limit}
    )
    select d.id, d.title, d.project_id as "projectId", p.name as "projectName",
           p.archived_at is not null as archived, top.rank::float8 as rank,
           ${titleMatches(sql.ref("d.title"), query)} as "inTitle",
           ${headline(sql.ref("d.body"), query)} as snippet
    from top
    join project_documents d on d.id = top.id
    join projects p on p.id = d.project_id
    order by top.rank desc, d.id desc`.execute(db);
  return result.rows;
}

export interface LeadHit {
  id: number;
  title: string;
  company: string | null;
  status: string;
  rank: number;
}

/** Leads (staff only: the caller decides; ownership.ts, canReadLead). */
export async function searchLeads(
  db: Kysely<Database>,
  query: RawBuilder<string>,
  limit: number,
): Promise<LeadHit[]> {
  const result = await sql<LeadHit>`
    select l.id, l.name as title, l.company, l.status, ts_rank(l.search, ${query})::float8 as rank
    from ${newestMatches({ table: "leads", alias: "l", matches: sql<boolean>`l.search @@ ${query}` })} m
    join leads l on l.id = m.id
    order by rank desc, l.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}

export interface PersonHit {
  id: number;
  title: string;
  username: string;
  role: Role;
  disabled: boolean;
  /** A project the searcher shares with this person (null for an admin's search). */
  projectId: number | null;
  projectName: string | null;
  rank: number;
}

/**
 * People. An admin finds every account, by name, username, e-mail or company (the indexed
 * column). Anyone else finds the people of the projects they read — each project's client, its
 * consultant and the assignees of its tasks (projects.repo.ts, listProjectMembers) — and
 * themselves, by name and username only: an e-mail address or a company is no way to find
 * someone they only know by name, and would tell them who owns an address.
 */
export async function searchPeople(
  db: Kysely<Database>,
  who: Searcher,
  query: RawBuilder<string>,
  limit: number,
): Promise<PersonHit[]> {
  if (who.role === "admin") {
    const result = await sql<PersonHit>`
      select u.id,
             coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as title,
             u.username, u.role, u.disabled_at is not null as disabled,
             null::integer as "projectId", null::text as "projectName",
             ts_rank(u.search, ${query})::float8 as rank
      from (
        select * from users u where u.search @@ ${query} order by u.id desc limit ${CANDIDATES}
      ) u
      order by rank desc, u.id desc
      limit ${limit}`.execute(db);
    return result.rows;
  }
  // The indexed column (names, username, e-mail, company) finds the candidates; the names and
  // username alone must match; membership is checked for those few only.
  const names = sql`(
    setweight(to_tsvector('english', u.username), 'A') || setweight(to_tsvector('simple', u.username), 'A')
    || setweight(to_tsvector('english', concat_ws(' ', u.first_name, u.last_name)), 'A')
    || setweight(to_tsvector('simple', concat_ws(' ', u.first_name, u.last_name)), 'A'))`;
  const mine = sql`(p.client_id = ${who.id} or p.consultant_id = ${who.id})`;
  const result = await sql<PersonHit>`
    with found as (
      select u.id, u.username, u.role, u.disabled_at, u.first_name, u.last_name,
             ts_rank(${names}, ${query}) as rank
      from users u
      where u.search @@ ${query} and ${names} @@ ${query}
        and (u.disabled_at is null or u.id = ${who.id})
    ),
    shared as (
      select found.*, (
        select p.id from projects p
        where ${mine} and (
          p.client_id = found.id or p.consultant_id = found.id
          or exists (select 1 from tasks t where t.project_id = p.id and t.assigned_to = found.id)
        )
        order by p.id limit 1
      ) as project_id
      from found
    )
    select s.id,
           coalesce(nullif(trim(concat_ws(' ', s.first_name, s.last_name)), ''), s.username) as title,
           s.username, s.role, s.disabled_at is not null as disabled,
           s.project_id as "projectId", p.name as "projectName", s.rank::float8 as rank
    from shared s left join projects p on p.id = s.project_id
    where s.project_id is not null or s.id = ${who.id}
    order by s.rank desc, s.id desc
    limit ${limit}`.execute(db);
  return result.rows;
}
