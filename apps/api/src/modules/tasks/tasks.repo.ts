import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
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

/** The ids of one board column, in board order. */
export async function columnTaskIds(
  db: Kysely<Database>,
  projectId: number,
  column: ColumnKey,
): Promise<number[]> {
  const rows = await db
    .selectFrom("tasks")
    .select("id")
    .where("projectId", "=", projectId)
    .where("columnId", "=", column)
    .orderBy("orderIndex")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function updateTaskFields(
  db: Kysely<Database>,
  id: number,
  changes: Partial<
    Pick<Task, "title" | "description" | "priority" | "assignedTo" | "dueDate" | "aiPriorityScore">
  >,
  now: Date,
): Promise<Task | undefined> {
  return db
    .updateTable("tasks")
    .set({ ...changes, updatedAt: now })
    .where("id", "=", id)
    .returning(taskColumns)
    .executeTakeFirst();
}
