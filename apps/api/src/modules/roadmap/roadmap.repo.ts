/**
 * A project's milestones, and the facts of the tasks under them. Tasks themselves are changed
 * by the board (modules/board/placement.ts) only.
 */
import type { Milestone, MilestoneProgress, RoadmapTask } from "@cairn/schema/milestones";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, MilestonesTable } from "../../db/database.js";

export const milestoneColumns = [
  "milestones.id",
  "milestones.projectId",
  "milestones.title",
  "milestones.description",
  "milestones.startDate",
  "milestones.dueDate",
  "milestones.position",
  "milestones.createdAt",
  "milestones.updatedAt",
] as const;

export async function insertMilestones(
  db: Kysely<Database>,
  rows: readonly Insertable<MilestonesTable>[],
): Promise<Milestone[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insertInto("milestones")
    .values([...rows])
    .returning(milestoneColumns)
    .execute();
  return created.sort((a, b) => a.position - b.position);
}

/** The position after the project's last milestone (0 for the first). */
export async function nextPosition(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom("milestones")
    .select(sql<number>`coalesce(max(position) + 1, 0)::int`.as("next"))
    .where("projectId", "=", projectId)
    .executeTakeFirstOrThrow();
  return row.next;
}

export async function setProjectStartDate(
  db: Kysely<Database>,
  projectId: number,
  startDate: string,
): Promise<void> {
  await db.updateTable("projects").set({ startDate }).where("id", "=", projectId).execute();
}

export async function getProjectRoadmapFacts(
  db: Kysely<Database>,
  projectId: number,
): Promise<{ planType: "trial" | "pro" | "scale"; startDate: string | null } | undefined> {
  return db
    .selectFrom("projects")
    .select(["planType", "startDate"])
    .where("id", "=", projectId)
    .executeTakeFirst();
}

/** A milestone of this project (undefined for another project's, as for a missing one). */
export async function getMilestone(
  db: Kysely<Database>,
  projectId: number,
  milestoneId: number,
): Promise<Milestone | undefined> {
  return db
    .selectFrom("milestones")
    .select(milestoneColumns)
    .where("id", "=", milestoneId)
    .where("projectId", "=", projectId)
    .executeTakeFirst();
}

/** Whether every one of the ids is a milestone of this project. */
export async function areMilestonesOf(
  db: Kysely<Database>,
  projectId: number,
  milestoneIds: readonly number[],
): Promise<boolean> {
  const wanted = [...new Set(milestoneIds)];
  if (wanted.length === 0) return true;
  const rows = await db
    .selectFrom("milestones")
    .select("id")
    .where("projectId", "=", projectId)
    .where("id", "in", wanted)
    .execute();
  return rows.length === wanted.length;
}

/** The project's milestones locked for a change, in roadmap order. */
export async function lockMilestones(
  db: Kysely<Database>,
  projectId: number,
): Promise<Milestone[]> {
  return db
    .selectFrom("milestones")
    .select(milestoneColumns)
    .where("projectId", "=", projectId)
    .orderBy("startDate")
    .orderBy("position")
    .orderBy("id")
    .forUpdate()
    .execute();
}

export async function updateMilestone(
  db: Kysely<Database>,
  milestoneId: number,
  changes: Partial<Pick<Milestone, "title" | "description" | "startDate" | "dueDate">>,
  now: Date,
): Promise<Milestone> {
  return db
    .updateTable("milestones")
    .set({ ...changes, updatedAt: now })
    .where("id", "=", milestoneId)
    .returning(milestoneColumns)
    .executeTakeFirstOrThrow();
}

export async function deleteMilestone(db: Kysely<Database>, milestoneId: number): Promise<void> {
  // tasks.milestone_id is `on delete set null`: the tasks stay on the board.
  await db.deleteFrom("milestones").where("id", "=", milestoneId).execute();
}

/** Ids and due dates of the tasks under these milestones. */
export async function tasksOfMilestones(
  db: Kysely<Database>,
  milestoneIds: readonly number[],
): Promise<{ id: number; dueDate: string | null }[]> {
  if (milestoneIds.length === 0) return [];
  return db
    .selectFrom("tasks")
    .select(["id", "dueDate"])
    .where("milestoneId", "in", [...milestoneIds])
    .orderBy("id")
    .execute();
}

/** Whether a milestone belongs to this project. */
/**
 * The project's milestones in roadmap order (start date, position) with their tasks' counts;
 * late is decided against `today` (`YYYY-MM-DD`).
 */
export async function listMilestoneProgress(
  db: Kysely<Database>,
  projectId: number,
  today: string,
): Promise<MilestoneProgress[]> {
  const rows = await db
    .selectFrom("milestones")
    .leftJoin("tasks", "tasks.milestoneId", "milestones.id")
    .select(milestoneColumns)
    .select([
      sql<number>`count(tasks.id)::int`.as("taskCount"),
      sql<number>`count(tasks.id) filter (where tasks.status = 'completed')::int`.as("doneCount"),
    ])
    .where("milestones.projectId", "=", projectId)
    .groupBy("milestones.id")
    .orderBy("milestones.startDate")
    .orderBy("milestones.position")
    .orderBy("milestones.id")
    .execute();
  return rows.map((row) => ({
    ...row,
    progress: row.taskCount === 0 ? 0 : Math.round((100 * row.doneCount) / row.taskCount),
    late: row.dueDate < today && row.doneCount < row.taskCount,
  }));
}

/** The tasks of the project that belong to a milestone, by due date, with their assignee's name. */
export async function listRoadmapTasks(
  db: Kysely<Database>,
  projectId: number,
): Promise<(RoadmapTask & { milestoneId: number })[]> {
  const rows = await db
    .selectFrom("tasks")
    .leftJoin("users", "users.id", "tasks.assignedTo")
    .select([
      "tasks.id",
      "tasks.title",
      "tasks.status",
      "tasks.columnId",
      "tasks.dueDate",
      "tasks.assignedTo",
      "tasks.milestoneId",
      "users.username as assigneeName",
    ])
    .where("tasks.projectId", "=", projectId)
    .where("tasks.milestoneId", "is not", null)
    .orderBy(sql`tasks.due_date asc nulls last`)
    .orderBy("tasks.id")
    .execute();
  return rows.flatMap((row) =>
    row.milestoneId === null ? [] : [{ ...row, milestoneId: row.milestoneId }],
  );
}
