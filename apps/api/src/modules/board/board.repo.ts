/**
 * The board of a project: its four columns (project_columns), the place of its tasks and its
 * version. Within each column, a task's `orderIndex` is its position, 0…n-1 without gaps or
 * duplicates (decision 4). The writes here are called by placement.ts only, inside the
 * transaction of one board change that first locked the board (`lockBoard`, `lockBoardOfTask`).
 */

import type { ColumnRequirement } from "@cairn/schema/column-policies";
import { BOARD_COLUMNS } from "@cairn/schema/constants";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, TasksTable } from "../../db/database.js";
import { readSnapshot } from "../../db/snapshot.js";

/** The columns a task is read with, as the API answers it (`Task`). */
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

/** A task by its id, as the API answers it. */
export async function getTask(db: Kysely<Database>, id: number): Promise<Task | undefined> {
  return db.selectFrom("tasks").select(taskColumns).where("id", "=", id).executeTakeFirst();
}

/**
 * A task about to be placed, with what the policy of the column it is in asks before it moves on
 * (docs/column-policies.md) and who approved it: one statement, read under the board's lock.
 */
export async function getTaskLeaving(
  db: Kysely<Database>,
  id: number,
): Promise<{ task: Task; approvalBy: number | null; requires: ColumnRequirement[] } | undefined> {
  const row = await db
    .selectFrom("tasks")
    .leftJoin("projectColumns", (join) =>
      join
        .onRef("projectColumns.projectId", "=", "tasks.projectId")
        .onRef("projectColumns.key", "=", "tasks.columnId"),
    )
    .select([...taskColumns, "tasks.approvalBy", "projectColumns.requires"])
    .where("tasks.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { approvalBy, requires, ...task } = row;
  return { task, approvalBy, requires: requires ?? [] };
}

/** Every project gets the four board columns of docs/product.md §3.8, in board order. */
export async function createBoardColumns(db: Kysely<Database>, projectId: number): Promise<void> {
  await db
    .insertInto("projectColumns")
    .values(
      BOARD_COLUMNS.map((column, orderIndex) => ({
        projectId,
        key: column.key,
        title: column.title,
        color: column.color,
        orderIndex,
      })),
    )
    .execute();
}

export const projectColumnFields = [
  "projectColumns.id",
  "projectColumns.projectId",
  "projectColumns.key",
  "projectColumns.title",
  "projectColumns.color",
  "projectColumns.orderIndex",
  "projectColumns.wipLimit",
  "projectColumns.requires",
  "projectColumns.createdAt",
] as const;

/** A project's columns, in board order. */
export async function listColumns(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom("projectColumns")
    .select(projectColumnFields)
    .where("projectId", "=", projectId)
    .orderBy("orderIndex")
    .orderBy("id")
    .execute();
}

/** Puts the columns in the given order (every key listed once), in one statement. */
export async function saveColumnOrder(
  db: Kysely<Database>,
  projectId: number,
  order: readonly ColumnKey[],
): Promise<void> {
  if (order.length === 0) return;
  const rows = sql.join(order.map((key, index) => sql`(${key}::text, ${index}::int)`));
  await sql`
    update project_columns set order_index = v.idx
    from (values ${rows}) as v(key, idx)
    where project_columns.project_id = ${projectId} and project_columns.key = v.key`.execute(db);
}

/** The column with its new soft WIP limit; undefined when the project has no such column. */
export async function setColumnWipLimit(
  db: Kysely<Database>,
  projectId: number,
  key: ColumnKey,
  wipLimit: number | null,
) {
  return db
    .updateTable("projectColumns")
    .set({ wipLimit })
    .where("projectId", "=", projectId)
    .where("key", "=", key)
    .returning(projectColumnFields)
    .executeTakeFirst();
}

/** The column with its new policy; undefined when the project has no such column. */
export async function setColumnRequirements(
  db: Kysely<Database>,
  projectId: number,
  key: ColumnKey,
  requires: readonly ColumnRequirement[],
) {
  return db
    .updateTable("projectColumns")
    .set({ requires: [...requires] })
    .where("projectId", "=", projectId)
    .where("key", "=", key)
    .returning(projectColumnFields)
    .executeTakeFirst();
}

/**
 * A project's board: its version, and its columns in order, each with its tasks in order. The
 * two reads share one snapshot (db/snapshot.ts), so the version is exactly the one of the
 * columns and tasks answered; the version comes with the columns, in the same statement.
 */
export async function readBoard(db: Kysely<Database>, projectId: number) {
  return readSnapshot(db, async (trx) => {
    const columns = await trx
      .selectFrom("projectColumns")
      .innerJoin("projects", "projects.id", "projectColumns.projectId")
      .select([...projectColumnFields, "projects.boardVersion"])
      .where("projectColumns.projectId", "=", projectId)
      .orderBy("projectColumns.orderIndex")
      .orderBy("projectColumns.id")
      .execute();
    const tasks = await trx
      .selectFrom("tasks")
      .select(taskColumns)
      .where("projectId", "=", projectId)
      .orderBy("orderIndex")
      .orderBy("id")
      .execute();
    return {
      version: columns[0]?.boardVersion ?? (await boardVersionOf(trx, projectId)),
      columns: columns.map(({ boardVersion: _, ...column }) => ({
        ...column,
        tasks: tasks.filter((task) => task.columnId === column.key),
      })),
    };
  });
}

/** The version of a board without columns (a project the board read found no column for). */
async function boardVersionOf(db: Kysely<Database>, projectId: number): Promise<number> {
  const project = await db
    .selectFrom("projects")
    .select("boardVersion")
    .where("id", "=", projectId)
    .executeTakeFirst();
  return project?.boardVersion ?? 0;
}

/**
 * Locks a project's board for one change and raises its version: the row lock serialises the
 * changes of one board (concurrent moves queue up instead of interleaving; PGlite runs one
 * transaction at a time anyway) and the versions follow the order of their commits. Answers
 * the new version; undefined when there is no such project.
 */
export async function lockBoard(
  db: Kysely<Database>,
  projectId: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable("projects")
    .set((eb) => ({ boardVersion: eb("boardVersion", "+", 1) }))
    .where("id", "=", projectId)
    .returning("boardVersion")
    .executeTakeFirst();
  return row?.boardVersion;
}

/**
 * `lockBoard` for a change made of `changes` task changes at once (an import): the version rises
 * by that many, one per task, so a follower sees a gap and reads the board once (placement.ts).
 */
export async function lockBoardForChanges(
  db: Kysely<Database>,
  projectId: number,
  changes: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable("projects")
    .set((eb) => ({ boardVersion: eb("boardVersion", "+", changes) }))
    .where("id", "=", projectId)
    .returning("boardVersion")
    .executeTakeFirst();
  return row?.boardVersion;
}

/**
 * `lockBoard` for the board a task is on, found by the task's id in the same statement (a task
 * never changes project). Undefined when there is no such task. Read the task after this, under
 * the lock: a change that held the lock before may have moved it.
 */
export async function lockBoardOfTask(
  db: Kysely<Database>,
  taskId: number,
): Promise<{ projectId: number; version: number } | undefined> {
  const row = await db
    .updateTable("projects")
    .set((eb) => ({ boardVersion: eb("boardVersion", "+", 1) }))
    .where("id", "=", (eb) =>
      eb.selectFrom("tasks").select("tasks.projectId").where("tasks.id", "=", taskId),
    )
    .returning(["id", "boardVersion"])
    .executeTakeFirst();
  return row && { projectId: row.id, version: row.boardVersion };
}

/** The live board events' channel (event-hub.ts listens), as outbox.repo.ts has the outbox's. */
export const BOARD_CHANNEL = "cairn_board_events";

/**
 * Announces a board change on BOARD_CHANNEL: PostgreSQL delivers it at commit and drops it at
 * rollback, so it is called inside the transaction of the change (placement.ts).
 */
export async function notifyBoard(db: Kysely<Database>, payload: string): Promise<void> {
  await sql`select pg_notify(${BOARD_CHANNEL}, ${payload})`.execute(db);
}

/** The ids of some of a board's columns, each in board order (one query). */
export async function columnTaskIds(
  db: Kysely<Database>,
  projectId: number,
  columns: readonly ColumnKey[],
): Promise<Map<ColumnKey, number[]>> {
  const rows = await db
    .selectFrom("tasks")
    .select(["id", "columnId"])
    .where("projectId", "=", projectId)
    .where("columnId", "in", columns)
    .orderBy("orderIndex")
    .orderBy("id")
    .execute();
  const ids = new Map<ColumnKey, number[]>(columns.map((column) => [column, []]));
  for (const row of rows) ids.get(row.columnId)?.push(row.id);
  return ids;
}

/** How many tasks a board column holds. */
export async function columnSize(
  db: Kysely<Database>,
  projectId: number,
  column: ColumnKey,
): Promise<number> {
  const row = await db
    .selectFrom("tasks")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("projectId", "=", projectId)
    .where("columnId", "=", column)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Writes positions 0…n-1 in each of these columns (lists of ids in board order), in one
 * statement, touching only the rows that change.
 */
export async function renumber(
  trx: Kysely<Database>,
  columns: readonly (readonly number[])[],
): Promise<void> {
  const pairs = columns.flatMap((ids) => ids.map((id, index) => sql`(${id}::int, ${index}::int)`));
  if (pairs.length === 0) return;
  await sql`
    update tasks set order_index = v.idx
    from (values ${sql.join(pairs)}) as v(id, idx)
    where tasks.id = v.id and tasks.order_index <> v.idx`.execute(trx);
}

export async function insertTask(
  db: Kysely<Database>,
  values: Insertable<TasksTable>,
): Promise<Task> {
  return db.insertInto("tasks").values(values).returning(taskColumns).executeTakeFirstOrThrow();
}

/** How many tasks each of a board's columns holds (one query). */
export async function columnSizes(
  db: Kysely<Database>,
  projectId: number,
): Promise<Map<ColumnKey, number>> {
  const rows = await db
    .selectFrom("tasks")
    .select(["columnId", sql<number>`count(*)::int`.as("n")])
    .where("projectId", "=", projectId)
    .groupBy("columnId")
    .execute();
  return new Map(rows.map((row) => [row.columnId, row.n]));
}

/** Many new tasks in one statement, answered in the order given. */
export async function insertTasks(
  db: Kysely<Database>,
  values: readonly Insertable<TasksTable>[],
): Promise<Task[]> {
  if (values.length === 0) return [];
  // Identity values are drawn in the order the rows are written, which is the order given.
  const tasks = await db.insertInto("tasks").values(values).returning(taskColumns).execute();
  return tasks.sort((a, b) => a.id - b.id);
}

/** Deletes a task; answers where it was, or undefined when there is no such task. */
export async function deleteTask(
  db: Kysely<Database>,
  id: number,
): Promise<
  { columnId: ColumnKey; orderIndex: number; title: string; projectId: number } | undefined
> {
  return db
    .deleteFrom("tasks")
    .where("id", "=", id)
    .returning(["columnId", "orderIndex", "title", "projectId"])
    .executeTakeFirst();
}

/**
 * Puts a task in a column at a position, with that column's status; `clearApproval` drops the
 * client's verdict of an earlier round (a task entering Review, docs/tasks.md "Approval").
 */
export async function updateTaskPlace(
  db: Kysely<Database>,
  id: number,
  place: Pick<Task, "columnId" | "orderIndex" | "status" | "completedAt">,
  now: Date,
  clearApproval = false,
): Promise<Task> {
  return db
    .updateTable("tasks")
    .set({
      ...place,
      updatedAt: now,
      ...(clearApproval ? { approval: null, approvalBy: null, approvalAt: null } : {}),
    })
    .where("id", "=", id)
    .returning(taskColumns)
    .executeTakeFirstOrThrow();
}

/** The fields of a task an edit may change (its place and status are the board's moves). */
export type EditableTaskFields = Partial<
  Pick<
    Task,
    | "title"
    | "description"
    | "priority"
    | "assignedTo"
    | "dueDate"
    | "aiPriorityScore"
    | "milestoneId"
    | "labelIds"
    | "estimateMinutes"
  >
>;

export async function updateTaskFields(
  db: Kysely<Database>,
  id: number,
  changes: EditableTaskFields,
  now: Date,
): Promise<Task | undefined> {
  return db
    .updateTable("tasks")
    .set({ ...changes, updatedAt: now })
    .where("id", "=", id)
    .returning(taskColumns)
    .executeTakeFirst();
}

/** The ids of a project's tasks that carry a label, in id order. */
export async function tasksWithLabel(
  db: Kysely<Database>,
  projectId: number,
  labelId: number,
): Promise<Array<{ id: number; labelIds: number[] }>> {
  return db
    .selectFrom("tasks")
    .select(["id", "labelIds"])
    .where("projectId", "=", projectId)
    .where("labelIds", "@>", sql<number[]>`array[${labelId}]::int[]`)
    .orderBy("id")
    .execute();
}
