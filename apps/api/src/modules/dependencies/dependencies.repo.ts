/**
 * The statements of task dependencies (docs/dependencies.md): the linked tasks of one task with
 * what decides who may read them, the client a task's dependencies are kept under (its lock),
 * and the walk that finds a circle before one is made.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { lockKey } from "../../lib/advisory-lock.repo.js";

type Db = Kysely<Database>;

/** A linked task, with its project's people (who may read it: core/ownership.ts). */
export interface LinkedTaskRow {
  id: number;
  title: string;
  projectId: number;
  projectName: string;
  columnId: string;
  status: "pending" | "in_progress" | "completed";
  assignedTo: number | null;
  clientId: number | null;
  consultantId: number | null;
}

function linked(db: Db) {
  return db
    .selectFrom("taskDependencies as d")
    .innerJoin("tasks as t", (join) => join.onTrue())
    .innerJoin("projects as p", "p.id", "t.projectId")
    .select([
      "t.id",
      "t.title",
      "t.projectId",
      "p.name as projectName",
      "t.columnId",
      "t.status",
      "t.assignedTo",
      "p.clientId",
      "p.consultantId",
    ]);
}

/** What a task waits on, and what waits on it: two indexed reads. */
export async function linkedTasks(
  db: Db,
  taskId: number,
): Promise<{ blockedBy: LinkedTaskRow[]; blocks: LinkedTaskRow[] }> {
  const [blockedBy, blocks] = await Promise.all([
    linked(db)
      .whereRef("t.id", "=", "d.blockerId")
      .where("d.blockedId", "=", taskId)
      .orderBy("t.id")
      .execute(),
    linked(db)
      .whereRef("t.id", "=", "d.blockedId")
      .where("d.blockerId", "=", taskId)
      .orderBy("t.id")
      .execute(),
  ]);
  return { blockedBy: blockedBy as LinkedTaskRow[], blocks: blocks as LinkedTaskRow[] };
}

/** A task with what a dependency on it is checked against: its project and that project's client. */
export function dependencyFacts(db: Db, taskId: number) {
  return db
    .selectFrom("tasks as t")
    .innerJoin("projects as p", "p.id", "t.projectId")
    .select(["t.id", "t.title", "t.projectId", "p.clientId"])
    .where("t.id", "=", taskId)
    .executeTakeFirst();
}

/**
 * Serialises the changes of one client's dependencies (or one project's, without a client):
 * two people linking A → B and B → A at once cannot both miss the circle they make.
 */
export async function lockDependenciesOf(
  trx: Db,
  owner: { clientId: number | null; projectId: number },
): Promise<void> {
  const key =
    owner.clientId === null
      ? `dependencies:project:${owner.projectId}`
      : `dependencies:client:${owner.clientId}`;
  await lockKey(trx, key);
}

/** Whether `from` already waits, directly or through others, on `to`. */
export async function waitsOn(db: Db, from: number, to: number): Promise<boolean> {
  const found = await sql<{ id: number }>`
    with recursive chain (id) as (
      select blocker_id from task_dependencies where blocked_id = ${from}
      union
      select d.blocker_id from task_dependencies d join chain c on d.blocked_id = c.id
    )
    select id from chain where id = ${to} limit 1`.execute(db);
  return found.rows.length > 0;
}

export async function countBlockers(db: Db, taskId: number): Promise<number> {
  const row = await db
    .selectFrom("taskDependencies")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("blockedId", "=", taskId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Links the two; false when they were linked already. */
export async function insertDependency(
  db: Db,
  values: { blockedId: number; blockerId: number; createdBy: number; createdAt: Date },
): Promise<boolean> {
  const row = await db
    .insertInto("taskDependencies")
    .values(values)
    .onConflict((oc) => oc.columns(["blockedId", "blockerId"]).doNothing())
    .returning("blockedId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Unlinks the two; false when they were not linked. */
export async function deleteDependency(
  db: Db,
  blockedId: number,
  blockerId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("taskDependencies")
    .where("blockedId", "=", blockedId)
    .where("blockerId", "=", blockerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
