import type { PlanId } from "@cairn/schema/plan-limits";
import type { Project, ProjectArchiveFilter, ProjectSort } from "@cairn/schema/projects";
import { type Insertable, type Kysely, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database, ProjectsTable } from "../../db/database.js";
import { containsPattern } from "../../lib/paged-list.js";
import { withTransaction } from "../../lib/transaction.js";
import { createBoardColumns } from "../board/board.repo.js";

export const projectColumns = [
  "projects.id",
  "projects.name",
  "projects.description",
  "projects.clientId",
  "projects.consultantId",
  "projects.status",
  "projects.planType",
  "projects.createdAt",
  "projects.archivedAt",
] as const;

export interface ProjectFilter {
  clientId?: number;
  /** Only projects on these plans: those a token reaches (tokens/scopes.ts reachablePlans). */
  plans?: readonly PlanId[] | undefined;
  consultantId?: number;
  /** Part of the name or description, in any case. */
  q?: string;
  status?: Project["status"];
  /** Archived projects: left out (the default), included, or alone. */
  archived?: ProjectArchiveFilter;
  sort?: ProjectSort;
  order?: "asc" | "desc";
  limit?: number;
  offset?: number;
}

function filtered(db: Kysely<Database>, filter: ProjectFilter) {
  let query = db.selectFrom("projects");
  if (filter.clientId !== undefined) query = query.where("clientId", "=", filter.clientId);
  if (filter.consultantId !== undefined) {
    query = query.where("consultantId", "=", filter.consultantId);
  }
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.plans) query = query.where("planType", "in", filter.plans);
  const archived = filter.archived ?? "exclude";
  if (archived === "exclude") query = query.where("archivedAt", "is", null);
  else if (archived === "only") query = query.where("archivedAt", "is not", null);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(projects.name)`, "like", pattern),
        eb(sql`lower(coalesce(projects.description, ''))`, "like", pattern),
      ]),
    );
  }
  return query;
}

/**
 * Projects matching the filter (those in use, unless told otherwise), sorted — newest first by
 * default, names A to Z — the id breaking ties so that pages never overlap.
 */
export async function listProjects(
  db: Kysely<Database>,
  filter: ProjectFilter = {},
): Promise<Project[]> {
  const sort = filter.sort ?? "createdAt";
  const order = filter.order ?? (sort === "createdAt" ? "desc" : "asc");
  let query = filtered(db, filter).select(projectColumns);
  if (sort === "createdAt") query = query.orderBy("projects.createdAt", order);
  else if (sort === "name") query = query.orderBy(sql`lower(projects.name)`, order);
  else query = query.orderBy("projects.status", order);
  query = query.orderBy("projects.id", order);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.execute();
}

/** How many projects match the filter, before paging. */
export async function countProjects(
  db: Kysely<Database>,
  filter: ProjectFilter = {},
): Promise<number> {
  return countRows(filtered(db, filter));
}

export async function getProject(db: Kysely<Database>, id: number): Promise<Project | undefined> {
  return db.selectFrom("projects").select(projectColumns).where("id", "=", id).executeTakeFirst();
}

/**
 * A new project with the four board columns, in one transaction (the caller's, when it has one:
 * converting a lead makes the account, the project and its roadmap together).
 */
export async function insertProject(
  db: Kysely<Database>,
  values: Omit<Insertable<ProjectsTable>, "id" | "createdAt">,
): Promise<Project> {
  return withTransaction(db, async (trx) => {
    const project = await trx
      .insertInto("projects")
      .values(values)
      .returning(projectColumns)
      .executeTakeFirstOrThrow();
    await createBoardColumns(trx, project.id);
    return project;
  });
}

export async function updateProject(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Omit<Project, "id" | "createdAt">>,
): Promise<Project | undefined> {
  if (Object.keys(changes).length === 0) return getProject(db, id);
  return db
    .updateTable("projects")
    .set(changes)
    .where("id", "=", id)
    .returning(projectColumns)
    .executeTakeFirst();
}

export async function countProjectTasks(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom("tasks")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("projectId", "=", id)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Archives a project, or restores it (`at` null). Answers the project as it now is; an archived
 * project keeps the moment it was first archived.
 */
export async function setProjectArchived(
  db: Kysely<Database>,
  id: number,
  at: Date | null,
): Promise<Project | undefined> {
  return db
    .updateTable("projects")
    .set((eb) => ({
      archivedAt: at === null ? null : eb.fn.coalesce("archivedAt", sql<string>`${at}`),
    }))
    .where("id", "=", id)
    .returning(projectColumns)
    .executeTakeFirst();
}

/**
 * Deletes a project and everything under it, in the caller's transaction: its tasks first (whose
 * comments, checklists, files' rows, activity, followers and notifications go with them, by
 * their foreign keys), then the project (its columns, labels, documents, milestones, mood
 * entries and health snapshots go with it). Answers how many tasks went.
 */
export async function deleteProjectAndTasks(db: Kysely<Database>, id: number): Promise<number> {
  const tasks = await db.deleteFrom("tasks").where("projectId", "=", id).executeTakeFirst();
  await db.deleteFrom("projects").where("id", "=", id).execute();
  return Number(tasks.numDeletedRows);
}

/** The people of a project: its client, its consultant and everyone assigned one of its tasks. */
export async function projectMemberIds(db: Kysely<Database>, projectId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select client_id as id from projects where id = ${projectId} and client_id is not null
    union
    select consultant_id from projects where id = ${projectId} and consultant_id is not null
    union
    select distinct assigned_to from tasks where project_id = ${projectId} and assigned_to is not null`.execute(
    db,
  );
  return rows.rows.map((row) => row.id);
}

/**
 * The people of a project by name: its client, its consultant and everyone assigned one of its
 * tasks, each once; someone with several parts is named by the first of consultant, client,
 * assignee.
 */
export async function listProjectMembers(db: Kysely<Database>, projectId: number) {
  const rows = await sql<{
    id: number;
    name: string;
    role: "admin" | "consultant" | "user";
    part: string;
  }>`
    with parts as (
      select client_id as id, 'client' as part, 1 as rank from projects where id = ${projectId}
      union all
      select consultant_id, 'consultant', 0 from projects where id = ${projectId}
      union all
      select distinct assigned_to, 'assignee', 2 from tasks where project_id = ${projectId}
    )
    select distinct on (u.id) u.id,
           coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as name,
           u.role, p.part
    from parts p join users u on u.id = p.id
    order by u.id, p.rank`.execute(db);
  return rows.rows;
}

/**
 * Holds a project's row until the transaction ends, without touching its board version: for
 * changes to the project's other records that must not interleave (two documents taking the
 * last place a plan allows). False when there is no such project.
 */
export async function lockProject(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("projects")
    .select("id")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
