import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { HealthMood, HealthScores, HealthTask } from "./engine.js";

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

export async function latestSnapshots(db: Kysely<Database>, projectId: number, count: number) {
  return db
    .selectFrom("projectHealthScores")
    .select(["overallScore", "lastCalculated"])
    .where("projectId", "=", projectId)
    .orderBy("lastCalculated", "desc")
    .orderBy("id", "desc")
    .limit(count)
    .execute();
}

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
    .execute();
}
