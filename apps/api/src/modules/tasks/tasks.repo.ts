/**
 * Reading tasks, and who may hold one. Writing them is the board's (modules/board/placement.ts):
 * every change of a task changes its project's board.
 */
import type { Task } from "@cairn/schema/tasks";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

export const taskColumns = [
  "tasks.id",
  "tasks.title",
  "tasks.description",
  "tasks.projectId",
  "tasks.assignedTo",
  "tasks.status",
  "tasks.priority",
  "tasks.dueDate",
  "tasks.columnId",
  "tasks.orderIndex",
  "tasks.aiPriorityScore",
  "tasks.completedAt",
  "tasks.createdAt",
  "tasks.updatedAt",
  "tasks.milestoneId",
  "tasks.labelIds",
  "tasks.estimateMinutes",
  "tasks.approval",
  "tasks.checklistTotal",
  "tasks.checklistDone",
  "tasks.commentCount",
  "tasks.attachmentCount",
] as const;

export interface TaskFilter {
  projectId?: number;
  assignedTo?: number;
  limit?: number;
  offset?: number;
}

/** Tasks, newest first. */
export async function listTasks(db: Kysely<Database>, filter: TaskFilter = {}): Promise<Task[]> {
  let query = db.selectFrom("tasks").select(taskColumns);
  if (filter.projectId !== undefined) query = query.where("projectId", "=", filter.projectId);
  if (filter.assignedTo !== undefined) query = query.where("assignedTo", "=", filter.assignedTo);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function getTask(db: Kysely<Database>, id: number): Promise<Task | undefined> {
  return db.selectFrom("tasks").select(taskColumns).where("id", "=", id).executeTakeFirst();
}

/**
 * Whether this user may hold a task of this project: an enabled account that is its client, its
 * consultant or already holds one of its tasks — or any enabled account, with `anyAccount`.
 */
export async function isPossibleAssignee(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
  anyAccount: boolean,
): Promise<boolean> {
  const found = await sql<{ ok: boolean }>`
    select exists (
      select 1 from users u
      where u.id = ${userId} and u.disabled_at is null and (
        ${anyAccount}
        or exists (select 1 from projects p where p.id = ${projectId}
                   and (p.client_id = u.id or p.consultant_id = u.id))
        or exists (select 1 from tasks t where t.project_id = ${projectId} and t.assigned_to = u.id)
      )
    ) as ok`.execute(db);
  return found.rows[0]?.ok === true;
}
