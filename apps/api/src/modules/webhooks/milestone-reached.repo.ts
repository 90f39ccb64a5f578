/**
 * What `milestone.reached` reads of a milestone (milestone-reached.ts), in the transaction of the
 * task's completion: whether a task of it is still open, and the milestone the event describes.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/** Whether the milestone has a task not completed: one is enough, so one row is read. */
export async function hasOpenTask(db: Kysely<Database>, milestoneId: number): Promise<boolean> {
  const open = await db
    .selectFrom("tasks")
    .select("id")
    .where("milestoneId", "=", milestoneId)
    .where("status", "<>", "completed")
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}

/** The milestone as the event's `data.milestone` shows it. */
export function reachedMilestone(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("milestones")
    .select(["id", "projectId", "title", "startDate", "dueDate"])
    .where("id", "=", id)
    .executeTakeFirst();
}
