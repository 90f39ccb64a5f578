/**
 * The board's order: within each column, a task's `orderIndex` is its position, 0…n-1 without
 * gaps or duplicates. Every change that adds, removes or moves a task locks the project row,
 * then renumbers the columns it touched, all in one transaction.
 */
import { type ColumnKey, statusForColumn } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { lockProject } from "../projects/projects.repo.js";
import { columnTaskIds, getTask, taskColumns } from "../tasks/tasks.repo.js";

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
