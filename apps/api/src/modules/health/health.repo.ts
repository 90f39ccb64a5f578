import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { projectMemberIds } from "../projects/projects.repo.js";
import {
  computeHealth,
  type HealthMood,
  type HealthScores,
  type HealthTask,
  MOOD_WINDOW_DAYS,
} from "./engine.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function healthTasks(db: Kysely<Database>, projectId: number): Promise<HealthTask[]> {
  return db
    .selectFrom("tasks")
    .select(["status", "priority", "dueDate", "assignedTo", "completedAt", "createdAt"])
    .where("projectId", "=", projectId)
    .execute();
}

export async function healthMood(
  db: Kysely<Database>,
  projectId: number,
  since: Date,
): Promise<HealthMood[]> {
  return db
    .selectFrom("teamMoodEntries")
    .select(["userId", "moodScore", "energyLevel", "stressLevel", "createdAt"])
    .where("projectId", "=", projectId)
    .where("createdAt", ">=", since.toISOString())
    .execute();
}

/** The day's snapshot, unless the project already has one for that UTC day. */
export async function insertSnapshot(
  db: Kysely<Database>,
  projectId: number,
  scores: HealthScores,
  at: Date,
): Promise<void> {
  await db
    .insertInto("projectHealthScores")
    .values({
      projectId,
      overallScore: scores.overallScore,
      taskCompletionScore: scores.taskCompletionScore,
      timelineScore: scores.timelineScore,
      teamEngagementScore: scores.teamEngagementScore,
      riskScore: scores.riskScore,
      lastCalculated: at,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The latest snapshot taken before a moment (the baseline of the trend). */
export async function snapshotBefore(db: Kysely<Database>, projectId: number, before: Date) {
  return db
    .selectFrom("projectHealthScores")
    .select(["overallScore", "lastCalculated"])
    .where("projectId", "=", projectId)
    .where("lastCalculated", "<", before.toISOString())
    .orderBy("lastCalculated", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A project's health computed from its data at `now`. */
export async function readHealth(
  db: Kysely<Database>,
  projectId: number,
  now: Date,
): Promise<HealthScores> {
  const [tasks, mood, members] = await Promise.all([
    healthTasks(db, projectId),
    healthMood(db, projectId, new Date(now.getTime() - MOOD_WINDOW_DAYS * DAY_MS)),
    projectMemberIds(db, projectId),
  ]);
  return computeHealth(tasks, mood, members.length, now);
}

/** The projects the periodic health check reads: every one not completed. */
export async function unfinishedProjectIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom("projects")
    .select("id")
    .where("status", "<>", "completed")
    .execute();
  return rows.map((row) => row.id);
}
