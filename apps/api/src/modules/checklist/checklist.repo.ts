/**
 * A task's checklist items (docs/tasks.md, "Checklists"), in their order (`position`, 0…n-1).
 * The task's counters (`checklist_total`, `checklist_done`) follow by the database's triggers.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { joinedPersonName } from "../../db/user-columns.js";

export interface ItemRow {
  id: number;
  taskId: number;
  text: string;
  done: boolean;
  doneById: number | null;
  doneByName: string | null;
  doneAt: string | null;
  position: number;
  createdAt: string;
}

function items(db: Kysely<Database>) {
  return db
    .selectFrom("taskChecklistItems as i")
    .leftJoin("users as checker", "checker.id", "i.doneBy")
    .select([
      "i.id",
      "i.taskId",
      "i.text",
      "i.done",
      "i.doneBy as doneById",
      "i.doneAt",
      "i.position",
      "i.createdAt",
      joinedPersonName("checker").as("doneByName"),
    ]);
}

/** A task's items in their order. */
export async function listItems(db: Kysely<Database>, taskId: number): Promise<ItemRow[]> {
  return items(db).where("i.taskId", "=", taskId).orderBy("i.position").orderBy("i.id").execute();
}

/** One item of a task; undefined when the task holds no such item. */
export async function getItem(
  db: Kysely<Database>,
  taskId: number,
  itemId: number,
): Promise<ItemRow | undefined> {
  return items(db).where("i.taskId", "=", taskId).where("i.id", "=", itemId).executeTakeFirst();
}

/** How many items a task has, and the position after its last. */
export async function checklistSize(
  db: Kysely<Database>,
  taskId: number,
): Promise<{ count: number; next: number }> {
  const row = await db
    .selectFrom("taskChecklistItems")
    .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.max("position").as("last")])
    .where("taskId", "=", taskId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), next: row.last === null ? 0 : Number(row.last) + 1 };
}

export async function insertItem(
  db: Kysely<Database>,
  values: { taskId: number; text: string; position: number; now: Date },
): Promise<number> {
  const { id } = await db
    .insertInto("taskChecklistItems")
    .values({
      taskId: values.taskId,
      text: values.text,
      position: values.position,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateItem(
  db: Kysely<Database>,
  itemId: number,
  changes: { text?: string; done?: { by: number; at: Date } | null; now: Date },
): Promise<void> {
  await db
    .updateTable("taskChecklistItems")
    .set({
      ...(changes.text === undefined ? {} : { text: changes.text }),
      ...(changes.done === undefined
        ? {}
        : {
            done: changes.done !== null,
            doneBy: changes.done?.by ?? null,
            doneAt: changes.done?.at ?? null,
          }),
      updatedAt: changes.now,
    })
    .where("id", "=", itemId)
    .execute();
}

export async function deleteItem(db: Kysely<Database>, itemId: number): Promise<void> {
  await db.deleteFrom("taskChecklistItems").where("id", "=", itemId).execute();
}

/** Gives a task's items the positions of their order in `ids` (0…n-1), in one statement. */
export async function savePositions(
  db: Kysely<Database>,
  taskId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`cast(${[...ids]} as integer[])`;
  await db
    .updateTable("taskChecklistItems")
    .set({ position: sql<number>`array_position(${list}, id) - 1` })
    .where("taskId", "=", taskId)
    .where(sql<boolean>`id = any(${list})`)
    .execute();
}
