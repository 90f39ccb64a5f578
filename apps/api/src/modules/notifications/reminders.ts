/**
 * The due-date reminder job (docs/notifications.md, "Reminders"): at start and every few
 * minutes, in every API process, each task due today or tomorrow and each task whose due day
 * has passed (within a week) is told to its assignee — or, with none, to its project's
 * consultant — once per kind and due day.
 *
 * Once, whatever runs: the candidates are read, then in one transaction per batch the job
 * claims each one's mark in `schedule_marks` (`on conflict do nothing`) and writes the
 * notifications of the marks it inserted, and only those (schedule-marks.repo.ts). A second
 * process claiming the same marks waits on them and inserts none; a run cut off loses its open
 * transaction whole (mark and notification), so the next run tells that task again.
 *
 * The clock is a parameter (`now`), so tests freeze and move it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { runPeriodically } from "../../lib/periodic-job.js";
import { withTransaction } from "../../lib/transaction.js";
import { notify } from "./notify.js";
import {
  DAY_MS,
  REMINDER_KINDS,
  REMINDER_SCHEDULES,
  reminderText,
  reminderWindow,
} from "./reminder-days.js";
import { reminderCandidates } from "./reminders.repo.js";
import { claimMarks, deleteOldMarks, markKey } from "./schedule-marks.repo.js";

/** Marks older than this are forgotten: their due days are far outside every window. */
const MARK_RETENTION_MS = 30 * DAY_MS;

export interface ReminderRunOptions {
  /** Stops between batches (a process shutting down); the rest are told by a later run. */
  signal?: AbortSignal;
  batchSize?: number;
  /** Called inside a batch's transaction before it commits (tests throw here, as a crash). */
  beforeCommit?: () => unknown;
}

export interface ReminderRunResult {
  /** Marks this run inserted: reminders due now, told (or muted by their recipient). */
  marked: number;
  /** Notifications this run wrote. */
  notified: number;
}

export async function runDueReminders(
  db: Kysely<Database>,
  now: Date,
  options: ReminderRunOptions = {},
): Promise<ReminderRunResult> {
  const result: ReminderRunResult = { marked: 0, notified: 0 };
  const batchSize = options.batchSize ?? 200;
  for (const kind of REMINDER_KINDS) {
    const schedule = REMINDER_SCHEDULES[kind];
    const window = reminderWindow(kind, now);
    for (;;) {
      if (options.signal?.aborted) return result;
      const batch = await reminderCandidates(db, schedule, window, batchSize);
      if (batch.length === 0) break;
      await withTransaction(db, async (trx) => {
        const marks = batch.map((task) => ({ subjectId: task.taskId, period: task.dueDay }));
        const claimed = await claimMarks(trx, schedule, marks, now);
        const notices = batch
          .filter((task) => claimed.has(markKey({ subjectId: task.taskId, period: task.dueDay })))
          .map((task) => ({
            userId: task.recipientId,
            kind,
            actorId: null,
            ...reminderText(kind, task, now),
            projectId: task.projectId,
            taskId: task.taskId,
          }));
        const ids = await notify(trx, notices, now);
        await options.beforeCommit?.();
        result.marked += claimed.size;
        result.notified += ids.length;
      });
      if (batch.length < batchSize) break;
    }
  }
  await deleteOldMarks(
    db,
    Object.values(REMINDER_SCHEDULES),
    new Date(now.getTime() - MARK_RETENTION_MS),
  );
  return result;
}

/**
 * Runs the job at start and every `everyMs` (five minutes: a task due tomorrow is told within
 * minutes of midnight UTC). Answers a stop function that also cuts a run short between batches.
 */
export function scheduleDueReminders(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { everyMs?: number; now?: () => Date } = {},
): () => void {
  const clock = options.now ?? (() => new Date());
  return runPeriodically({
    everyMs: options.everyMs ?? 5 * 60 * 1000,
    log,
    failure: "due-date reminders failed; will retry",
    run: async (signal) => {
      const result = await runDueReminders(db, clock(), { signal });
      if (result.notified > 0) log.info({ ...result }, "due-date reminders written");
    },
  });
}
