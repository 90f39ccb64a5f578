/**
 * A project's routines (docs/routines.md) and the occurrences made of them. The tasks an occurrence adds are made by the board (modules/board/placement.ts)
 * only.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { joinedPersonName } from "../../db/user-columns.js";

export interface RoutineRow {
  id: number;
  projectId: number;
  name: string;
  recurrence: string;
  startsOn: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  taskTitle: string | null;
  taskDescription: string | null;
  checklist: unknown;
  assigneeId: number | null;
  assigneeName: string | null;
  agendaTemplateId: string | null;
  agendaTemplateName: string | null;
  processId: string | null;
  paused: boolean;
  countsFrom: string;
  nextAt: string | null;
  lastAt: string | null;
  lastTaskId: number | null;
  createdAt: string;
  updatedAt: string;
}

function routines(db: Kysely<Database>) {
  return db
    .selectFrom("routines as r")
    .leftJoin("users as assignee", "assignee.id", "r.assigneeId")
    .leftJoin("templates as agenda", "agenda.id", "r.agendaTemplateId")
    .select([
      "r.id",
      "r.projectId",
      "r.name",
      "r.recurrence",
      "r.startsOn",
      "r.timeOfDay as time",
      "r.timeZone",
      "r.durationMinutes",
      "r.taskTitle",
      "r.taskDescription",
      "r.checklist",
      "r.assigneeId",
      joinedPersonName("assignee").as("assigneeName"),
      "r.agendaTemplateId",
      "agenda.name as agendaTemplateName",
      "r.processId",
      "r.paused",
      "r.countsFrom",
      "r.nextAt",
      "r.lastAt",
      "r.lastTaskId",
      "r.createdAt",
      "r.updatedAt",
    ]);
}

/** Every routine of a project, by name. */
export function listRoutines(db: Kysely<Database>, projectId: number): Promise<RoutineRow[]> {
  return routines(db)
    .where("r.projectId", "=", projectId)
    .orderBy("r.name")
    .orderBy("r.id")
    .execute();
}

/** A routine of this project (undefined for another project's, as for a missing one). */
export function getRoutine(
  db: Kysely<Database>,
  projectId: number,
  routineId: number,
): Promise<RoutineRow | undefined> {
  return routines(db)
    .where("r.projectId", "=", projectId)
    .where("r.id", "=", routineId)
    .executeTakeFirst();
}

/** The routines of these projects (a calendar feed's), by project and name. */
export function routinesOfProjects(
  db: Kysely<Database>,
  projectIds: readonly number[],
): Promise<RoutineRow[]> {
  if (projectIds.length === 0) return Promise.resolve([]);
  return routines(db)
    .where("r.projectId", "in", projectIds)
    .orderBy("r.projectId")
    .orderBy("r.name")
    .orderBy("r.id")
    .execute();
}

export async function countRoutines(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom("routines")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("projectId", "=", projectId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The processes of a project that have a routine, and which. */
export async function routinesByProcess(
  db: Kysely<Database>,
  projectId: number,
): Promise<Map<string, RoutineRow>> {
  const rows = await routines(db)
    .where("r.projectId", "=", projectId)
    .where("r.processId", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.processId as string, row]));
}

export interface RoutineValues {
  name: string;
  recurrence: string;
  startsOn: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  taskTitle: string | null;
  taskDescription: string | null;
  checklist: string[];
  assigneeId: number | null;
  agendaTemplateId: string | null;
  paused: boolean;
  countsFrom: Date | string;
  nextAt: Date | null;
  lastAt: Date;
  lastTaskId: number | null;
}

function columns(values: Partial<RoutineValues>) {
  const { time, checklist, ...rest } = values;
  return {
    ...rest,
    ...(time === undefined ? {} : { timeOfDay: time }),
    ...(checklist === undefined ? {} : { checklist: JSON.stringify(checklist) }),
  };
}

/**
 * A new routine. A plan's process gets one routine per project: a second is not inserted
 * (`on conflict do nothing`), and the answer is then undefined.
 */
export async function insertRoutine(
  db: Kysely<Database>,
  values: Omit<RoutineValues, "lastAt" | "lastTaskId"> & {
    projectId: number;
    processId?: string | null;
    createdBy: number;
    now: Date;
  },
): Promise<number | undefined> {
  const { projectId, processId, createdBy, now, time, checklist, ...fields } = values;
  const row = await db
    .insertInto("routines")
    .values({
      ...fields,
      timeOfDay: time,
      checklist: JSON.stringify(checklist),
      projectId,
      processId: processId ?? null,
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(["projectId", "processId"]).where("processId", "is not", null).doNothing(),
    )
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

export async function updateRoutine(
  db: Kysely<Database>,
  routineId: number,
  values: Partial<RoutineValues>,
  now: Date,
): Promise<void> {
  await db
    .updateTable("routines")
    .set({ ...columns(values), updatedAt: now })
    .where("id", "=", routineId)
    .execute();
}

export async function deleteRoutine(
  db: Kysely<Database>,
  projectId: number,
  routineId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("routines")
    .where("projectId", "=", projectId)
    .where("id", "=", routineId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A routine of this project locked for a change (the job's run waits for it, and it for a run). */
export async function lockRoutine(
  db: Kysely<Database>,
  projectId: number,
  routineId: number,
): Promise<RoutineRow | undefined> {
  return routines(db)
    .where("r.projectId", "=", projectId)
    .where("r.id", "=", routineId)
    .forUpdate("r")
    .executeTakeFirst();
}

/**
 * The routines whose next occurrence has come, in projects still worked on (an archived or
 * completed project makes no tasks), oldest due first.
 */
export async function dueRoutineIds(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<{ id: number; projectId: number }[]> {
  return db
    .selectFrom("routines as r")
    .innerJoin("projects as p", "p.id", "r.projectId")
    .select(["r.id", "r.projectId"])
    .where("r.nextAt", "<=", now.toISOString())
    .where("r.paused", "=", false)
    .where("p.archivedAt", "is", null)
    .where("p.status", "<>", "completed")
    .orderBy("r.nextAt")
    .orderBy("r.id")
    .limit(limit)
    .execute();
}

/**
 * Takes the routine's run lock for the transaction, or answers false when another process holds
 * it (it is making this routine's occurrences; this one leaves them to it).
 */
export async function tryLockRoutineRun(db: Kysely<Database>, routineId: number): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${`routine:${routineId}`}, 0)) as locked`.execute(
    db,
  );
  return rows[0]?.locked === true;
}

/** Who an occurrence's task is made by: the routine's author, else the project's consultant. */
export async function occurrenceActor(
  db: Kysely<Database>,
  routineId: number,
): Promise<{ id: number; username: string } | undefined> {
  return db
    .selectFrom("routines as r")
    .innerJoin("projects as p", "p.id", "r.projectId")
    .innerJoin("users as u", (join) =>
      join.on((eb) =>
        eb.or([
          eb("u.id", "=", eb.ref("r.createdBy")),
          eb.and([eb("r.createdBy", "is", null), eb("u.id", "=", eb.ref("p.consultantId"))]),
        ]),
      ),
    )
    .select(["u.id", "u.username"])
    .where("r.id", "=", routineId)
    .executeTakeFirst();
}

/** Records an occurrence; false when it was already made (by this process or another). */
export async function insertOccurrence(
  db: Kysely<Database>,
  routineId: number,
  occursAt: Date,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto("routineOccurrences")
    .values({ routineId, occursAt, createdAt: now })
    .onConflict((oc) => oc.columns(["routineId", "occursAt"]).doNothing())
    .returning("routineId")
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOccurrenceTask(
  db: Kysely<Database>,
  routineId: number,
  occursAt: Date,
  taskId: number,
): Promise<void> {
  await db
    .updateTable("routineOccurrences")
    .set({ taskId })
    .where("routineId", "=", routineId)
    .where("occursAt", "=", occursAt.toISOString())
    .execute();
}
