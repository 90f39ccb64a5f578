/**
 * A project's RAID register (docs/raid.md): its entries, and the tasks each names
 * (`raid_entry_tasks`). A risk's score is probability × impact, computed here and never stored.
 * Tasks themselves are made and changed by the board (modules/board/placement.ts) only.
 */
import type { RaidEntry, RaidKind, RaidStatus } from "@cairn/schema/raid";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { joinedPersonName } from "../../db/user-columns.js";

function entries(db: Kysely<Database>) {
  return db
    .selectFrom("raidEntries as e")
    .leftJoin("users as owner", "owner.id", "e.ownerId")
    .leftJoin("users as decider", "decider.id", "e.decidedBy")
    .select([
      "e.id",
      "e.projectId",
      "e.kind",
      "e.title",
      "e.description",
      "e.status",
      "e.ownerId",
      joinedPersonName("owner").as("ownerName"),
      "e.probability",
      "e.impact",
      sql<number | null>`(e.probability * e.impact)::int`.as("score"),
      "e.response",
      "e.reviewDate",
      "e.decidedBy",
      joinedPersonName("decider").as("decidedByName"),
      "e.decidedOn",
      "e.rationale",
      sql<number[]>`array(
        select link.task_id from raid_entry_tasks link
        where link.entry_id = e.id order by link.task_id
      )`.as("taskIds"),
      "e.createdBy",
      "e.createdAt",
      "e.updatedAt",
    ]);
}

/** Every entry of a project, newest first. */
export async function listEntries(db: Kysely<Database>, projectId: number): Promise<RaidEntry[]> {
  return entries(db)
    .where("e.projectId", "=", projectId)
    .orderBy("e.createdAt", "desc")
    .orderBy("e.id", "desc")
    .execute();
}

/** An entry of this project (undefined for another project's, as for a missing one). */
export async function getEntry(
  db: Kysely<Database>,
  projectId: number,
  entryId: number,
): Promise<RaidEntry | undefined> {
  return entries(db)
    .where("e.projectId", "=", projectId)
    .where("e.id", "=", entryId)
    .executeTakeFirst();
}

/** An entry of this project locked for a change, with what a change is checked against. */
export async function lockEntry(
  db: Kysely<Database>,
  projectId: number,
  entryId: number,
): Promise<
  | {
      id: number;
      kind: RaidKind;
      title: string;
      ownerId: number | null;
      status: RaidStatus;
      probability: number | null;
      impact: number | null;
      tasks: number;
    }
  | undefined
> {
  return db
    .selectFrom("raidEntries as e")
    .select([
      "e.id",
      "e.kind",
      "e.title",
      "e.ownerId",
      "e.status",
      "e.probability",
      "e.impact",
      sql<number>`(select count(*)::int from raid_entry_tasks link where link.entry_id = e.id)`.as(
        "tasks",
      ),
    ])
    .where("e.projectId", "=", projectId)
    .where("e.id", "=", entryId)
    .forUpdate("e")
    .executeTakeFirst();
}

/** The fields of an entry as they are written, every one optional for a change. */
export interface EntryFields {
  title?: string;
  description?: string | null;
  status?: RaidStatus;
  ownerId?: number | null;
  probability?: number;
  impact?: number;
  response?: string | null;
  reviewDate?: string | null;
  decidedBy?: number | null;
  decidedOn?: string | null;
  rationale?: string | null;
}

export async function insertEntry(
  db: Kysely<Database>,
  values: EntryFields & {
    projectId: number;
    kind: RaidKind;
    title: string;
    createdBy: number;
    createdAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto("raidEntries")
    .values({ ...values, updatedAt: values.createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(
  db: Kysely<Database>,
  entryId: number,
  changes: EntryFields,
  now: Date,
): Promise<void> {
  await db
    .updateTable("raidEntries")
    .set({ ...changes, updatedAt: now })
    .where("id", "=", entryId)
    .execute();
}

/** Deletes an entry of this project (its task links go with it); false when there is none. */
export async function deleteEntry(
  db: Kysely<Database>,
  projectId: number,
  entryId: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom("raidEntries")
    .where("projectId", "=", projectId)
    .where("id", "=", entryId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of these tasks belong to the project. */
export async function countProjectTasks(
  db: Kysely<Database>,
  projectId: number,
  taskIds: readonly number[],
): Promise<number> {
  if (taskIds.length === 0) return 0;
  const row = await db
    .selectFrom("tasks")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("projectId", "=", projectId)
    .where("id", "in", [...taskIds])
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Makes the entry name exactly these tasks. */
export async function setEntryTasks(
  db: Kysely<Database>,
  entryId: number,
  taskIds: readonly number[],
): Promise<void> {
  await db.deleteFrom("raidEntryTasks").where("entryId", "=", entryId).execute();
  await linkTasks(db, entryId, taskIds);
}

/** Adds tasks to those the entry names (one it names already stays as it is). */
export async function linkTasks(
  db: Kysely<Database>,
  entryId: number,
  taskIds: readonly number[],
): Promise<void> {
  if (taskIds.length === 0) return;
  await db
    .insertInto("raidEntryTasks")
    .values(taskIds.map((taskId) => ({ entryId, taskId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The project's risks open now that were raised before `before` (the weekly health check's
 * week end: the register keeps no history of its statuses), with their scores.
 */
export async function openRisksRaisedBefore(
  db: Kysely<Database>,
  projectId: number,
  before: Date,
): Promise<{ id: number; title: string; score: number; reviewDate: string | null }[]> {
  return db
    .selectFrom("raidEntries")
    .select(["id", "title", sql<number>`(probability * impact)::int`.as("score"), "reviewDate"])
    .where("projectId", "=", projectId)
    .where("kind", "=", "risk")
    .where("status", "=", "open")
    .where("createdAt", "<", before.toISOString())
    .orderBy("id")
    .execute();
}
