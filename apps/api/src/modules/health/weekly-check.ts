/**
 * The weekly health check job (docs/health-checks.md): at start and every hour, in every API
 * process, each project that is not completed gets one check per ended ISO week it has not got
 * yet — the last one, and after downtime the missed ones (at most 8 weeks back), oldest first,
 * so each sees the previous one's score.
 *
 * Safe with several processes and across restarts:
 * - each check is one transaction that first takes the project's advisory lock with
 *   `pg_try_advisory_xact_lock`: a process that finds it taken skips the project (another one is
 *   writing its checks), so two never compute the same project at once;
 * - under the lock it looks again for the week's check, and the insert is
 *   `on conflict (project_id, week_start) do nothing`: a week is written once, whatever runs;
 * - the Slack/Teams message is an outbox row written in the same transaction, and only by the
 *   transaction that inserted the check: one message per check, delivered by the outbox;
 * - a process killed mid-way loses at most the transaction in flight (nothing of it is kept);
 *   the next run, here or elsewhere, finds that week still due and writes it.
 *
 * The clock is a parameter (`now`), so tests freeze and move it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { anyChannelConfigured, enqueueNotification } from "../announcements/delivery.js";
import { enqueueWebhookEvent } from "../webhooks/enqueue.js";
import {
  hasCheck,
  insertCheck,
  previousScore,
  projectsDueForCheck,
  tryLockProjectChecks,
  weeklyData,
} from "./health-checks.repo.js";
import {
  buildWeeklyReport,
  dueWeeks,
  isoDay,
  lastEndedWeek,
  MAX_CATCH_UP_WEEKS,
  WEEK_MS,
} from "./weekly-report.js";

export interface WeeklyRunOptions {
  /** Stops between checks (a process shutting down); the rest are written by a later run. */
  signal?: AbortSignal;
  maxWeeks?: number;
  /**
   * Called inside a check's transaction after its rows are written, before the commit (tests
   * throw here to cut a run off half-way, as a crash would).
   */
  beforeCommit?: (check: { projectId: number; weekStart: string; id: number }) => unknown;
}

export interface WeeklyRunResult {
  /** Checks this run wrote. */
  written: number;
  /** Projects left to another process that held their lock. */
  busy: number;
}

type Outcome = "written" | "exists" | "busy" | "gone";

async function writeWeek(
  db: Kysely<Database>,
  projectId: number,
  weekStart: string,
  now: Date,
  options: WeeklyRunOptions,
): Promise<Outcome> {
  return withTransaction(db, async (trx) => {
    if (!(await tryLockProjectChecks(trx, projectId))) return "busy";
    if (await hasCheck(trx, projectId, weekStart)) return "exists";
    const weekEnd = new Date(Date.parse(`${weekStart}T00:00:00Z`) + WEEK_MS);
    const data = await weeklyData(trx, projectId, weekEnd);
    if (!data) return "gone";
    const report = buildWeeklyReport({
      weekStart,
      planType: data.planType,
      tasks: data.tasks,
      mood: data.mood,
      members: data.members,
      milestones: data.milestones,
      risks: data.risks,
      previousScore: await previousScore(trx, projectId, weekStart),
      computedAt: now,
      // Late: a later week has ended too, so this Monday passed without the job running.
      catchUp: weekStart < isoDay(lastEndedWeek(now)),
    });
    const id = await insertCheck(trx, { projectId, report }, now);
    if (id === undefined) return "exists";
    await enqueueWebhookEvent(
      trx,
      {
        type: "health_check.recorded",
        projectId,
        data: {
          check: {
            id,
            projectId,
            weekStart,
            score: report.health.score,
            previousScore: report.health.previousScore,
          },
        },
      },
      now,
    );
    if (await anyChannelConfigured(trx)) {
      await enqueueNotification(trx, { kind: "health.weekly", checkId: id });
    }
    await options.beforeCommit?.({ projectId, weekStart, id });
    return "written";
  });
}

export async function runWeeklyHealthChecks(
  db: Kysely<Database>,
  now: Date,
  options: WeeklyRunOptions = {},
): Promise<WeeklyRunResult> {
  const result: WeeklyRunResult = { written: 0, busy: 0 };
  const projects = await projectsDueForCheck(db, isoDay(lastEndedWeek(now)));
  for (const project of projects) {
    for (const weekStart of dueWeeks(now, project, options.maxWeeks ?? MAX_CATCH_UP_WEEKS)) {
      if (options.signal?.aborted) return result;
      const outcome = await writeWeek(db, project.id, weekStart, now, options);
      if (outcome === "written") result.written++;
      if (outcome === "busy") {
        result.busy++;
        break;
      }
      if (outcome === "gone") break;
    }
  }
  return result;
}

/**
 * Runs the job at start and every `everyMs` (an hour: a week's checks are written within the
 * hour after Monday 00:00 UTC). Answers a stop function that also cuts a run short between
 * two checks, for a quick shutdown.
 */
export function scheduleWeeklyHealthChecks(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { everyMs?: number; now?: () => Date } = {},
): () => void {
  const controller = new AbortController();
  const clock = options.now ?? (() => new Date());
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return; // the previous run is still going (a long catch-up)
    running = runWeeklyHealthChecks(db, clock(), { signal: controller.signal })
      .then((result) => {
        if (result.written > 0) log.info({ ...result }, "weekly health checks written");
      })
      .catch((error: unknown) => log.warn({ err: error }, "weekly health check failed; will retry"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.everyMs ?? 60 * 60 * 1000);
  timer.unref();
  run();
  return () => {
    clearInterval(timer);
    controller.abort();
  };
}
