/**
 * The marks that make a scheduled job do its work once per record and period, with any number
 * of processes and across restarts (docs/notifications.md, "Once"): a job claims its marks in
 * the transaction of its work, and only the work whose mark it inserted is done. A process that
 * claims the same mark at the same time waits on the key until the first commits (then inserts
 * nothing) or rolls back (then it inserts it and does the work itself).
 */
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.js";

export interface Mark {
  subjectId: number;
  period: string;
}

/**
 * A condition for a job's candidates: the subject (a column, `sql.ref("t.id")`) has no mark of
 * `schedule` for `period` (a value, or an expression of the row).
 */
export function unmarked(
  schedule: string,
  subject: RawBuilder<unknown>,
  period: string | RawBuilder<string>,
) {
  return sql<boolean>`not exists (select 1 from schedule_marks m where m.schedule = ${schedule} and m.subject_id = ${subject} and m.period = ${period})`;
}

export const markKey = (mark: Mark) => `${mark.subjectId}:${mark.period}`;

/**
 * Inserts the marks not yet there; answers the keys (`markKey`) of those this call inserted.
 * Claim in a fixed order (the callers sort by subject): two transactions claiming overlapping
 * marks then wait on each other in the same order, never in a cycle.
 */
export async function claimMarks(
  db: Kysely<Database>,
  schedule: string,
  marks: readonly Mark[],
  now: Date,
): Promise<Set<string>> {
  if (marks.length === 0) return new Set();
  const inserted = await db
    .insertInto("scheduleMarks")
    .values(marks.map((mark) => ({ schedule, ...mark, createdAt: now })))
    .onConflict((oc) => oc.doNothing())
    .returning(["subjectId", "period"])
    .execute();
  return new Set(inserted.map(markKey));
}

/** Forgets the marks of `schedules` made before `before` (their periods are long past). */
export async function deleteOldMarks(
  db: Kysely<Database>,
  schedules: readonly string[],
  before: Date,
): Promise<void> {
  await db
    .deleteFrom("scheduleMarks")
    .where("schedule", "in", schedules)
    .where("createdAt", "<", before.toISOString())
    .execute();
}
