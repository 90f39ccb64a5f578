/**
 * The board of a project: its four columns (project_columns) and the order of its tasks. Within
 * each column, a task's `orderIndex` is its position, 0…n-1 without gaps or duplicates. Every
 * change that adds, removes or moves a task locks the project row, then renumbers the columns
 * it touched, all in one transaction.
 */
import { BOARD_COLUMNS } from "@cairn/schema/constants";
import { type ColumnKey, statusForColumn } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { getTask, taskColumns } from "../tasks/tasks.repo.js";

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

/** Puts the columns in the given order (every key listed once). */
export async function saveColumnOrder(
  db: Kysely<Database>,
  projectId: number,
  order: readonly ColumnKey[],
): Promise<void> {
  await withTransaction(db, async (trx) => {
    for (const [orderIndex, key] of order.entries()) {
      await trx
        .updateTable("projectColumns")
        .set({ orderIndex })
        .where("projectId", "=", projectId)
        .where("key", "=", key)
        .execute();
    }
  });
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

/** A project's board: its columns in order, each with its tasks in order (two queries). */
export async function readBoard(db: Kysely<Database>, projectId: number) {
  const [columns, tasks] = await Promise.all([
    listColumns(db, projectId),
    db
      .selectFrom("tasks")
      .select(taskColumns)
      .where("projectId", "=", projectId)
      .orderBy("orderIndex")
      .orderBy("id")
      .execute(),
  ]);
  return columns.map((column) => ({
    ...column,
    tasks: tasks.filter((task) => task.columnId === column.key),
  }));
}

/**
 * Serialises changes to one project's board: every statement that renumbers a column takes this
 * row lock first, so concurrent moves queue up instead of interleaving (PostgreSQL; PGlite runs
 * one transaction at a time anyway).
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

/** Writes positions 0…n-1 for these ids, in one statement, touching only rows that change. */
export async function renumber(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = sql.join(ids.map((id, index) => sql`(${id}::int, ${index}::int)`));
  await sql`
    update tasks set order_index = v.idx
    from (values ${rows}) as v(id, idx)
    where tasks.id = v.id and tasks.order_index <> v.idx`.execute(trx);
}

/**
 * Puts a task at `index` of `column` (clamped; past the end means last), renumbers the columns
 * it left and entered, and sets the status of its new column (completion time included).
 * Must run inside a transaction holding the project lock.
 */
export async function placeTask(
  trx: Kysely<Database>,
  task: Task,
  column: ColumnKey,
  index: number,
  now: Date,
): Promise<Task> {
  const target = (await columnTaskIds(trx, task.projectId, column)).filter((id) => id !== task.id);
  const position = Math.max(0, Math.min(index, target.length));
  target.splice(position, 0, task.id);
  if (task.columnId !== column) {
    const source = (await columnTaskIds(trx, task.projectId, task.columnId)).filter(
      (id) => id !== task.id,
    );
    await renumber(trx, source);
  }
  const status = statusForColumn(column);
  const moved = await trx
    .updateTable("tasks")
    .set({
      columnId: column,
      orderIndex: position,
      status,
      completedAt: status === "completed" ? (task.completedAt ?? now) : null,
      updatedAt: now,
    })
    .where("id", "=", task.id)
    .returning(taskColumns)
    .executeTakeFirstOrThrow();
  await renumber(trx, target);
  return moved;
}

/** Runs `change` on a task with its project locked; undefined when the task is gone. */
export async function withLockedTask<T>(
  db: Kysely<Database>,
  taskId: number,
  change: (trx: Kysely<Database>, task: Task) => Promise<T>,
): Promise<T | undefined> {
  const before = await getTask(db, taskId);
  if (!before) return undefined;
  return withTransaction(db, async (trx) => {
    await lockProject(trx, before.projectId);
    // Read again under the lock: another move may have finished meanwhile.
    const task = await getTask(trx, taskId);
    return task ? change(trx, task) : undefined;
  });
}
