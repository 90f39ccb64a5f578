/**
 * The rules started by time (docs/rules.md): "due within N days", "overdue" and a schedule. At
 * start and every minute, in every API process, each enabled timed rule runs for each task of
 * its project that is due today or within its N days (or overdue, up to OVERDUE_CATCH_UP_DAYS
 * back), is not done and meets its conditions —
 * once per task and due day: the run's key is the due day, so a task given a new due date is
 * run for anew, and a missed minute (or a week of downtime, for overdue) is caught up by the
 * next run. A rule on a schedule runs once per occurrence (its key); occurrences missed while no
 * server ran are caught up as one late run, for the latest (a week of missed Monday reminders
 * is one reminder), no further back than ROUTINE_CATCH_UP_DAYS and never before the rule's last
 * change. Two processes at once both try; the run's audit line lets one of them act
 * (run-rule.ts). The clock is a parameter, so tests freeze and move it.
 */
import { ruleConditions, ruleTrigger } from "@cairn/schema/rules";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { runPeriodically } from "../../lib/periodic-job.js";
import { dueOccurrences, type Schedule } from "../../lib/recurrence.js";
import { withTransaction } from "../../lib/transaction.js";
import { getTask } from "../board/board.repo.js";
import { utcDay } from "../notifications/reminder-days.js";
import { conditionsHold, scheduledCause, timedWindow } from "./matching.js";
import { ranEventKeys, storedJson, tasksDue, timedRules } from "./rules.repo.js";
import { runRule } from "./run-rule.js";

/** A run more than this after its occurrence says it is late (the job runs every minute). */
const LATE_AFTER_MS = 5 * 60 * 1000;

export interface TimedRunResult {
  /** Runs made (their audit lines written). */
  ran: number;
}

export interface TimedRunOptions {
  signal?: AbortSignal;
  /** Called inside a run's transaction after it acted, before the commit (tests cut it off there). */
  beforeCommit?: (run: { ruleId: number; taskId: number | null }) => unknown;
}

export async function runTimedRules(
  db: Kysely<Database>,
  now: Date,
  options: TimedRunOptions = {},
): Promise<TimedRunResult> {
  const result: TimedRunResult = { ran: 0 };
  for (const rule of await timedRules(db)) {
    const trigger = ruleTrigger.parse(storedJson(rule.trigger));
    if (trigger.type === "schedule") {
      if (options.signal?.aborted) return result;
      const since = new Date(rule.updatedAt as string | Date).getTime();
      if (await runScheduled(db, rule.id, trigger, since, now, options)) result.ran++;
      continue;
    }
    if (trigger.type !== "task.due_in" && trigger.type !== "task.overdue") continue;
    const conditions = ruleConditions.parse(storedJson(rule.conditions));
    const window = timedWindow(trigger, now);
    const due = await tasksDue(db, rule.projectId, window);
    const keys = due.map((task) => ({
      taskId: task.id,
      day: utcDay(new Date(task.dueDate as string)),
    }));
    const ran = await ranEventKeys(
      db,
      rule.id,
      keys.map((k) => window.key(k.taskId, k.day)),
    );
    for (const { taskId, day } of keys) {
      if (options.signal?.aborted) return result;
      const key = window.key(taskId, day);
      if (ran.has(key)) continue;
      const outcome = await withTransaction(db, async (trx) => {
        // The conditions as the task is now: one that comes to meet them later the same day is
        // run for then.
        const task = await getTask(trx, taskId);
        if (!task || !conditionsHold(conditions, task)) return undefined;
        const done = await runRule(
          trx,
          { ruleId: rule.id, taskId, eventKey: key, cause: window.cause(day), depth: 1 },
          now,
        );
        await options.beforeCommit?.({ ruleId: rule.id, taskId });
        return done;
      });
      if (outcome === "done" || outcome === "skipped") result.ran++;
    }
  }
  return result;
}

/**
 * A rule on a schedule at `now`: its latest occurrence since `since` (the rule's last change),
 * if it has not run for it yet. Answers whether it ran.
 */
async function runScheduled(
  db: Kysely<Database>,
  ruleId: number,
  schedule: Schedule,
  since: number,
  now: Date,
  options: TimedRunOptions,
): Promise<boolean> {
  const at = dueOccurrences(schedule, since, now.getTime()).at(-1);
  if (at === undefined) return false;
  const key = `schedule:${new Date(at).toISOString()}`;
  if ((await ranEventKeys(db, ruleId, [key])).has(key)) return false;
  const late = now.getTime() - at > LATE_AFTER_MS ? ", run late: no server ran then" : "";
  const outcome = await withTransaction(db, async (trx) => {
    const done = await runRule(
      trx,
      { ruleId, eventKey: key, cause: `${scheduledCause(schedule, at)}${late}`, depth: 1 },
      now,
    );
    await options.beforeCommit?.({ ruleId, taskId: null });
    return done;
  });
  return outcome === "done" || outcome === "skipped";
}

/** Runs the job at start and every `everyMs` (a minute). */
export function scheduleTimedRules(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { everyMs?: number; now?: () => Date } = {},
): () => void {
  const clock = options.now ?? (() => new Date());
  return runPeriodically({
    everyMs: options.everyMs ?? 60 * 1000,
    log,
    failure: "timed rules run failed; will retry",
    run: async (signal) => {
      const result = await runTimedRules(db, clock(), { signal });
      if (result.ran > 0) log.info({ ...result }, "timed rules ran");
    },
  });
}
