import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";
import { unmarked } from "./schedule-marks.repo.js";

export interface ReminderCandidate {
  taskId: number;
  title: string;
  projectId: number;
  projectName: string;
  /** The task's due day, `YYYY-MM-DD` in UTC: the period of its mark. */
  dueDay: string;
  /** Its assignee, or with none its project's consultant. */
  recipientId: number;
}

/**
 * Tasks due in [from, to) not done, in a project neither archived nor completed, with someone
 * to tell, and without the mark of `schedule` for their due day: the next `limit` by id.
 */
export async function reminderCandidates(
  db: Kysely<Database>,
  schedule: string,
  window: { from: Date; to: Date },
  limit: number,
): Promise<ReminderCandidate[]> {
  const dueDay = sql<string>`to_char(t.due_date at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom("tasks as t")
    .innerJoin("projects as p", "p.id", "t.projectId")
    .select([
      "t.id as taskId",
      "t.title",
      "t.projectId",
      "p.name as projectName",
      dueDay.as("dueDay"),
      sql<number>`coalesce(t.assigned_to, p.consultant_id)`.as("recipientId"),
    ])
    .where("t.dueDate", ">=", window.from.toISOString())
    .where("t.dueDate", "<", window.to.toISOString())
    .where("t.status", "<>", "completed")
    .where("p.archivedAt", "is", null)
    .where("p.status", "<>", "completed")
    .where(sql<boolean>`coalesce(t.assigned_to, p.consultant_id) is not null`)
    .where(unmarked(schedule, sql.ref("t.id"), dueDay))
    .orderBy("t.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, recipientId: Number(row.recipientId) }));
}
