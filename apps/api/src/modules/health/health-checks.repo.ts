/** The `health_checks` table and what the weekly job reads to write one. */
import type { HealthCheck, WeeklyHealthReport } from "@cairn/schema/health-checks";
import { type Kysely, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database } from "../../db/database.js";
import { projectMemberIds } from "../projects/projects.repo.js";
import { openRisksRaisedBefore } from "../raid/raid.repo.js";
import { MOOD_WINDOW_DAYS } from "./engine.js";
import { healthMood } from "./health.repo.js";
import type { WeeklyMilestone, WeeklyRisk, WeeklyTask } from "./weekly-report.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProjectDue {
  id: number;
  createdAt: string;
  lastWeekStart: string | null;
}

/**
 * Projects that may need a check for a week up to `latestWeek`: not completed, and without a
 * check for that week yet — one query, so a run with nothing to do is cheap.
 */
export async function projectsDueForCheck(
  db: Kysely<Database>,
  latestWeek: string,
): Promise<ProjectDue[]> {
  const rows = await db
    .selectFrom("projects")
    .leftJoin("healthChecks", "healthChecks.projectId", "projects.id")
    .select((eb) => [
      "projects.id as id",
      "projects.createdAt as createdAt",
      eb.fn.max("healthChecks.weekStart").as("lastWeekStart"),
    ])
    .where("projects.status", "<>", "completed")
    // An archived project is set aside: no weekly report until it is restored (docs/projects.md).
    .where("projects.archivedAt", "is", null)
    .groupBy(["projects.id", "projects.createdAt"])
    .having((eb) =>
      eb.or([
        eb(eb.fn.max("healthChecks.weekStart"), "is", null),
        eb(eb.fn.max("healthChecks.weekStart"), "<", latestWeek),
      ]),
    )
    .orderBy("projects.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    lastWeekStart: row.lastWeekStart ?? null,
  }));
}

/**
 * Takes the project's weekly-check lock for the rest of the transaction, or answers false at
 * once when another process holds it (that process is writing the project's checks).
 */
export async function tryLockProjectChecks(
  db: Kysely<Database>,
  projectId: number,
): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${`weekly-health:${projectId}`}, 0)) as locked`.execute(
    db,
  );
  return rows[0]?.locked === true;
}

export async function hasCheck(
  db: Kysely<Database>,
  projectId: number,
  weekStart: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("healthChecks")
    .select("id")
    .where("projectId", "=", projectId)
    .where("weekStart", "=", weekStart)
    .executeTakeFirst();
  return row !== undefined;
}

/** The score of the project's latest check before a week (its "last week"). */
export async function previousScore(
  db: Kysely<Database>,
  projectId: number,
  weekStart: string,
): Promise<number | null> {
  const row = await db
    .selectFrom("healthChecks")
    .select("score")
    .where("projectId", "=", projectId)
    .where("weekStart", "<", weekStart)
    .orderBy("weekStart", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.score ?? null;
}

export interface WeeklyData {
  name: string;
  planType: "trial" | "pro" | "scale";
  tasks: WeeklyTask[];
  mood: Awaited<ReturnType<typeof healthMood>>;
  members: number;
  milestones: WeeklyMilestone[];
  risks: WeeklyRisk[];
}

/** What one week's report is computed from (mood from the engine's window before its end). */
export async function weeklyData(
  db: Kysely<Database>,
  projectId: number,
  weekEnd: Date,
): Promise<WeeklyData | undefined> {
  const project = await db
    .selectFrom("projects")
    .select(["name", "planType"])
    .where("id", "=", projectId)
    .executeTakeFirst();
  if (!project) return undefined;
  const tasks = await db
    .selectFrom("tasks")
    .select([
      "id",
      "title",
      "description",
      "status",
      "priority",
      "dueDate",
      "assignedTo",
      "completedAt",
      "createdAt",
      "milestoneId",
    ])
    .where("projectId", "=", projectId)
    .orderBy("id")
    .execute();
  const mood = await healthMood(
    db,
    projectId,
    new Date(weekEnd.getTime() - MOOD_WINDOW_DAYS * DAY_MS),
  );
  const members = await projectMemberIds(db, projectId);
  const milestones = await db
    .selectFrom("milestones")
    .select(["id", "title", "dueDate"])
    .where("projectId", "=", projectId)
    .execute();
  const risks = await openRisksRaisedBefore(db, projectId, weekEnd);
  return {
    name: project.name,
    planType: project.planType,
    tasks,
    mood,
    members: members.length,
    milestones,
    risks,
  };
}

/** Writes a check unless the week already has one; answers its id when this call wrote it. */
export async function insertCheck(
  db: Kysely<Database>,
  check: { projectId: number; report: WeeklyHealthReport },
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto("healthChecks")
    .values({
      projectId: check.projectId,
      weekStart: check.report.weekStart,
      score: check.report.health.score,
      previousScore: check.report.health.previousScore,
      report: JSON.stringify(check.report),
      createdAt: now,
    })
    .onConflict((oc) => oc.columns(["projectId", "weekStart"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

const checkColumns = [
  "id",
  "projectId",
  "weekStart",
  "score",
  "previousScore",
  "report",
  "createdAt",
] as const;

/** A project's checks, the newest week first. */
export async function listChecks(
  db: Kysely<Database>,
  projectId: number,
  page: { limit: number; offset: number },
): Promise<HealthCheck[]> {
  const rows = await db
    .selectFrom("healthChecks")
    .select(checkColumns)
    .where("projectId", "=", projectId)
    .orderBy("weekStart", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows as HealthCheck[];
}

export async function countChecks(db: Kysely<Database>, projectId: number): Promise<number> {
  return countRows(db.selectFrom("healthChecks").where("projectId", "=", projectId));
}
