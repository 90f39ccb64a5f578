/**
 * The command palette's queries (docs/search.md): one per type of record, each a full-text match
 * on the record's generated `search` column (GIN-indexed), ranked with `ts_rank`, with the
 * caller's right to read each record decided in the same SQL — the rules of
 * `trpc/ownership.ts`, written as predicates — so that a record the caller may not read is never
 * read out of the database, let alone answered. Snippets (`ts_headline`) are made for the rows
 * of the answer only, after the limit.
 */
import type { Role } from "@cairn/schema/users";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.js";

/** Who searches: the predicates below read their id and role. */
export interface Searcher {
  id: number;
  role: Role;
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
  if (who.role === "admin") return sql<boolean>`true`;
  const p = sql.ref(project);
  return sql<boolean>`(${p}.client_id = ${who.id} or ${p}.consultant_id = ${who.id})`;
}

/** A task the searcher reads (canReadTask): whoever reads its project, and its assignee. */
function readsTask(who: Searcher, task: string, project: string): RawBuilder<boolean> {
  if (who.role === "admin") return sql<boolean>`true`;
  return sql<boolean>`(${readsProject(who, project)} or ${sql.ref(task)}.assigned_to = ${who.id})`;
}

/**
 * A document the searcher reads (canReadDocument): whoever may change its project (its
 * consultant, admins), and its project's other readers once it is shared.
 */
function readsDocument(who: Searcher, document: string, project: string): RawBuilder<boolean> {
  if (who.role === "admin") return sql<boolean>`true`;
  const writes =
    who.role === "consultant"
      ? sql<boolean>`${sql.ref(project)}.consultant_id = ${who.id}`
      : sql<boolean>`false`;
  return sql<boolean>`(${writes} or (${sql.ref(document)}.shared and ${readsProject(who, project)}))`;
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
 */
export async function searchTasks(
  db: Kysely<Database>,
  who: Searcher,
  query: RawBuilder<string>,
  limit: number,
): Promise<TaskHit[]> {
  const result = await sql<TaskHit>`
    with matched as (
      select t.id as task_id, ts_rank(t.search, ${query}) as rank, null::integer as comment_id
      from tasks t join projects p on p.id = t.project_id
      where t.search @@ ${query} and ${readsTask(who, "t", "p")}
      union all
      select c.task_id, ts_rank(c.search, ${query}), c.id
      from task_comments c join tasks t on t.id = c.task_id join projects p on p.id = t.project_id
      where c.search @@ ${query} and ${readsTask(who, "t", "p")}
    ),
    best as (
      select distinct on (task_id) task_id, rank, comment_id
      from matched
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
      from projects p
      where p.search @@ ${query} and ${readsProject(who, "p")}
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
      from project_documents d join projects p on p.id = d.project_id
      where d.search @@ ${query} and ${readsDocument(who, "d", "p")}
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
    from leads l
    where l.search @@ ${query}
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
      from users u
      where u.search @@ ${query}
      order by rank desc, u.id desc
      limit ${limit}`.execute(db);
    return result.rows;
  }
  const result = await sql<PersonHit>`
    with mine as (
      select p.id, p.name, p.client_id, p.consultant_id
      from projects p
      where ${readsProject(who, "p")}
    ),
    members as (
      select client_id as user_id, id as project_id, name from mine where client_id is not null
      union all
      select consultant_id, id, name from mine where consultant_id is not null
      union all
      select distinct t.assigned_to, mine.id, mine.name
      from tasks t join mine on mine.id = t.project_id
      where t.assigned_to is not null
      union all
      select ${who.id}, null, null
    ),
    shared as (
      select distinct on (user_id) user_id, project_id, name
      from members
      order by user_id, project_id nulls last
    ),
    named as (
      select u.id, u.username, u.role, u.disabled_at, u.first_name, u.last_name,
             shared.project_id, shared.name as project_name,
             setweight(to_tsvector('english', coalesce(u.username, '')), 'A')
               || setweight(to_tsvector('simple', coalesce(u.username, '')), 'A')
               || setweight(to_tsvector('english', concat_ws(' ', u.first_name, u.last_name)), 'A')
               || setweight(to_tsvector('simple', concat_ws(' ', u.first_name, u.last_name)), 'A')
               as words
      from shared join users u on u.id = shared.user_id
      where u.disabled_at is null or u.id = ${who.id}
    )
    select id,
           coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) as title,
           username, role, disabled_at is not null as disabled,
           project_id as "projectId", project_name as "projectName",
           ts_rank(words, ${query})::float8 as rank
    from named
    where words @@ ${query}
    order by rank desc, id desc
    limit ${limit}`.execute(db);
  return result.rows;
}
