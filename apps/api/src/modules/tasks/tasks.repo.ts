/**
 * Reading tasks, and who may hold one. Writing them is the board's (modules/board/placement.ts):
 * every change of a task changes its project's board; a task read by its id, and the columns a
 * task is read with, are the board's repository's too (board.repo.ts).
 */
import type { PlanId } from "@cairn/schema/plan-limits";
import type { Task } from "@cairn/schema/tasks";
import { type Kysely, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database } from "../../db/database.js";
import { taskColumns } from "../board/board.repo.js";
import { projectIdsOnPlans } from "../projects/plan-reach.repo.js";

export interface TaskFilter {
  projectId?: number;
  assignedTo?: number;
  /** Only tasks of projects on these plans (tokens/scopes.ts reachablePlans). */
  plans?: readonly PlanId[] | undefined;
  limit?: number;
  offset?: number;
}

function filteredTasks(db: Kysely<Database>, filter: TaskFilter) {
  let query = db.selectFrom("tasks");
  if (filter.projectId !== undefined) query = query.where("projectId", "=", filter.projectId);
  if (filter.assignedTo !== undefined) query = query.where("assignedTo", "=", filter.assignedTo);
  if (filter.plans) query = query.where("projectId", "in", projectIdsOnPlans(db, filter.plans));
  return query;
}

/** Tasks, newest first. */
export async function listTasks(db: Kysely<Database>, filter: TaskFilter = {}): Promise<Task[]> {
  let query = filteredTasks(db, filter).select(taskColumns);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

/** How many tasks match the filter, before paging. */
export async function countTasks(db: Kysely<Database>, filter: TaskFilter = {}): Promise<number> {
  return countRows(filteredTasks(db, filter));
}

/** The most tasks `tasksAwaitingVerdict` answers. */
export const AWAITING_APPROVAL_LIMIT = 50;

/**
 * Tasks in Review without a verdict in this round, of the projects `user` is the client of (of
 * every project for an administrator), archived projects left out; the longest waiting first.
 */
export async function tasksAwaitingVerdict(
  db: Kysely<Database>,
  user: { id: number; role: string },
  plans?: readonly PlanId[],
): Promise<Task[]> {
  let query = db
    .selectFrom("tasks")
    .select(taskColumns)
    .where("columnId", "=", "review")
    .where("approval", "is", null)
    .where("projectId", "in", (eb) => {
      let projects = eb
        .selectFrom("projects")
        .select("projects.id")
        .where("projects.archivedAt", "is", null);
      if (user.role !== "admin") projects = projects.where("projects.clientId", "=", user.id);
      if (plans) projects = projects.where("projects.planType", "in", plans);
      return projects;
    });
  query = query.orderBy("updatedAt", "asc").orderBy("id", "asc").limit(AWAITING_APPROVAL_LIMIT);
  return query.execute();
}

/**
 * The rule of who may hold a task of a project, as SQL over `users u`: an enabled account that
 * is its client, its consultant or already holds one of its tasks — or any enabled account,
 * with `anyAccount`. The one predicate of every path that sets a person on a task
 * (tasks/assignee.ts).
 */
function mayHoldTaskOf(projectId: number, anyAccount: boolean) {
  return sql<boolean>`u.disabled_at is null and (
    ${anyAccount}
    or exists (select 1 from projects p where p.id = ${projectId}
               and (p.client_id = u.id or p.consultant_id = u.id))
    or exists (select 1 from tasks t where t.project_id = ${projectId} and t.assigned_to = u.id)
  )`;
}

/** Whether this user may hold a task of this project (mayHoldTaskOf). */
export async function isPossibleAssignee(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
  anyAccount: boolean,
): Promise<boolean> {
  const found = await sql<{ ok: boolean }>`
    select exists (
      select 1 from users u where u.id = ${userId} and ${mayHoldTaskOf(projectId, anyAccount)}
    ) as ok`.execute(db);
  return found.rows[0]?.ok === true;
}

/** Everyone who may hold a task of this project (mayHoldTaskOf), as an import matches them. */
export async function possibleAssignees(
  db: Kysely<Database>,
  projectId: number,
  anyAccount: boolean,
): Promise<{ id: number; email: string; firstName: string | null; lastName: string | null }[]> {
  const found = await sql<{
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
  }>`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName"
    from users u where ${mayHoldTaskOf(projectId, anyAccount)}
    order by u.id`.execute(db);
  return found.rows;
}

/** What a task's notifications name: who acted, and the project. */
export async function noticeContext(
  db: Kysely<Database>,
  actorId: number,
  projectId: number,
): Promise<{ actorName: string; projectName: string; consultantId: number | null }> {
  const row = await sql<{
    actorName: string | null;
    projectName: string;
    consultantId: number | null;
  }>`
    select
      (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)
         from users u where u.id = ${actorId}) as "actorName",
      p.name as "projectName",
      p.consultant_id as "consultantId"
    from projects p where p.id = ${projectId}`.execute(db);
  const found = row.rows[0];
  return {
    actorName: found?.actorName ?? "Someone",
    projectName: found?.projectName ?? "a project",
    consultantId: found?.consultantId ?? null,
  };
}

/** Records the client's verdict on a task (written through the board's `changeTaskContents`). */
export async function saveApproval(
  db: Kysely<Database>,
  taskId: number,
  approval: { verdict: Task["approval"]; by: number; at: Date },
): Promise<void> {
  await db
    .updateTable("tasks")
    .set({
      approval: approval.verdict,
      approvalBy: approval.by,
      approvalAt: approval.at,
      updatedAt: approval.at,
    })
    .where("id", "=", taskId)
    .execute();
}

/** Whether every id names a label of this project (locked against deletion meanwhile). */
export async function areLabelsOf(
  db: Kysely<Database>,
  projectId: number,
  labelIds: readonly number[],
): Promise<boolean> {
  if (labelIds.length === 0) return true;
  const rows = await db
    .selectFrom("projectLabels")
    .select("id")
    .where("projectId", "=", projectId)
    .where("id", "in", [...new Set(labelIds)])
    .forShare()
    .execute();
  return rows.length === new Set(labelIds).size;
}

/**
 * Whether a milestone is one of the project's: a task may only sit under a milestone of its own
 * project. Read here, with the tasks, so that the tasks do not depend on the roadmap that lists
 * them.
 */
export async function isMilestoneOf(
  db: Kysely<Database>,
  projectId: number,
  milestoneId: number,
): Promise<boolean> {
  const found = await db
    .selectFrom("milestones")
    .select("id")
    .where("id", "=", milestoneId)
    .where("projectId", "=", projectId)
    .executeTakeFirst();
  return found !== undefined;
}
