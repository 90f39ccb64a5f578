import type { Project } from "@cairn/schema/projects";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, ProjectsTable } from "../../db/database.js";
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
] as const;

export interface ProjectFilter {
  clientId?: number;
  consultantId?: number;
  limit?: number;
  offset?: number;
}

/** Projects, newest first. */
export async function listProjects(
  db: Kysely<Database>,
  filter: ProjectFilter = {},
): Promise<Project[]> {
  let query = db.selectFrom("projects").select(projectColumns);
  if (filter.clientId !== undefined) query = query.where("clientId", "=", filter.clientId);
  if (filter.consultantId !== undefined) {
    query = query.where("consultantId", "=", filter.consultantId);
  }
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
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

export async function deleteProject(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("projects").where("id", "=", id).execute();
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
