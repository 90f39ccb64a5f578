/**
 * The routines job (docs/routines.md): at start and every minute, in every API process, each
 * routine whose next occurrence has come adds its task to the board — and after downtime the
 * occurrences it missed, as far back as ROUTINE_CATCH_UP_DAYS and at most the latest
 * MAX_CATCH_UP_OCCURRENCES.
 *
 * At most once, with several processes and across restarts, as the weekly health checks:
 * - each routine's occurrences are made in one transaction that first takes the routine's
 *   advisory lock (`pg_try_advisory_xact_lock`); a process that finds it taken leaves the
 *   routine to the one holding it;
 * - under the lock the routine's row is locked and read again, and each occurrence is a row of
 *   `routine_occurrences` whose key is the routine and the instant: a second insert does
 *   nothing, and its task is made only by the transaction whose insert wrote the row;
 * - the task goes through the board, so its history, notices, webhooks and live event are
 *   written in the same transaction (their deliveries through the outbox);
 * - a process killed mid-way loses the transaction in flight and nothing else: the occurrence is
 *   still due for the next run, here or elsewhere.
 *
 * The clock is a parameter (`now`), so tests freeze and move it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { asAppError } from "../../lib/app-error.js";
import { runPeriodically } from "../../lib/periodic-job.js";
import { dueOccurrences, nextOccurrence, occurrenceDay } from "../../lib/recurrence.js";
import { withTransaction } from "../../lib/transaction.js";
import { listColumns } from "../board/board.repo.js";
import { addTask } from "../board/placement.js";
import { addItem } from "../checklist/checklist-changes.js";
import { makeDocumentFromTemplate } from "../documents/from-template.js";
import { mayHoldTask } from "../tasks/assignee.js";
import { getTemplate } from "../templates/templates.repo.js";
import { checklistOf, scheduleOf } from "./present.js";
import {
  dueRoutineIds,
  insertOccurrence,
  lockRoutine,
  occurrenceActor,
  type RoutineRow,
  setOccurrenceTask,
  tryLockRoutineRun,
  updateRoutine,
} from "./routines.repo.js";

/** The routines one run reads at a time; the rest come in the next batch of the same run. */
const BATCH = 100;

export interface RoutineRunOptions {
  /** Stops between routines (a process shutting down); the rest are made by a later run. */
  signal?: AbortSignal;
  /**
   * Called inside a routine's transaction after its occurrences are written, before the commit
   * (tests throw here, or kill the process, to cut a run off half-way as a crash would).
   */
  beforeCommit?: (made: { routineId: number; occurrences: Date[] }) => unknown;
}

export interface RoutineRunResult {
  /** Tasks added, one per occurrence made. */
  made: number;
  /** Routines left to another process that held their lock. */
  busy: number;
}

type Outcome = { made: number } | "busy";

function taskDescription(routine: RoutineRow, occursAt: Date, agenda?: string): string {
  const when = `${occurrenceDay(occursAt.getTime(), routine.timeZone)} at ${routine.time}`;
  const made = `Added by the routine "${routine.name}" for its occurrence of ${when} (${routine.timeZone}).`;
  return [routine.taskDescription, made, agenda].filter(Boolean).join("\n\n");
}

/**
 * Makes one occurrence: its row, its agenda document when the routine has one, then its task. Answers the task's id (null when there was
 * nobody to make it for), or undefined when the occurrence was already made.
 */
async function makeOccurrence(
  trx: Kysely<Database>,
  routine: RoutineRow,
  occursAt: Date,
  now: Date,
): Promise<{ taskId: number | null } | undefined> {
  if (!(await insertOccurrence(trx, routine.id, occursAt, now))) return undefined;
  const actor = await occurrenceActor(trx, routine.id);
  const [first] = await listColumns(trx, routine.projectId);
  // A project without its author or consultant, or without a board, has nobody to act for:
  // the occurrence is recorded without a task rather than retried for ever.
  if (!actor || !first) return { taskId: null };
  // The assignee as the shared rule allows now: someone who has left the project is not given
  // the task (it is added unassigned), as an import or a RAID entry's task would be.
  const assignedTo =
    routine.assigneeId !== null &&
    (await mayHoldTask(trx, routine.projectId, routine.assigneeId, "consultant"))
      ? routine.assigneeId
      : null;
  const agenda =
    routine.agendaTemplateId === null
      ? undefined
      : await makeAgenda(trx, routine, routine.agendaTemplateId, occursAt, actor.id, now);
  const task = await addTask(
    trx,
    actor,
    {
      projectId: routine.projectId,
      title: routine.taskTitle ?? routine.name,
      description: taskDescription(routine, occursAt, agenda),
      priority: "medium",
      assignedTo,
      dueDate: occurrenceDay(occursAt.getTime(), routine.timeZone),
      columnId: first.key,
    },
    now,
  );
  for (const text of checklistOf(routine.checklist)) {
    await addItem(trx, actor, task.id, text, now);
  }
  await setOccurrenceTask(trx, routine.id, occursAt, task.id);
  return { taskId: task.id };
}

/**
 * The occurrence's agenda: a project document from the routine's template, named for the
 * occurrence's day. Answers the line its task's description gets — the document it can open,
 * or why there is none (the template retired since, or a Trial project's templates used up):
 * the occurrence and its task are made all the same.
 */
async function makeAgenda(
  trx: Kysely<Database>,
  routine: RoutineRow,
  templateId: string,
  occursAt: Date,
  authorId: number,
  now: Date,
): Promise<string> {
  const template = await getTemplate(trx, templateId);
  if (!template) return "No agenda document: its template is no longer in the library.";
  const title = `${template.name}, ${occurrenceDay(occursAt.getTime(), routine.timeZone)}`;
  try {
    // Every refusal (retired, no body, no room on the plan) comes before the document is
    // written, as an error of ours, not of the database: the transaction goes on unharmed.
    const id = await makeDocumentFromTemplate(trx, {
      projectId: routine.projectId,
      template,
      title,
      authorId,
      now,
    });
    return `Agenda: the document "${title}" (#${id}).`;
  } catch (error) {
    const refusal = asAppError(error);
    if (!refusal) throw error;
    return `No agenda document: ${refusal.message}`;
  }
}

async function runRoutine(
  db: Kysely<Database>,
  target: { id: number; projectId: number },
  now: Date,
  options: RoutineRunOptions,
): Promise<Outcome> {
  return withTransaction(db, async (trx) => {
    if (!(await tryLockRoutineRun(trx, target.id))) return "busy";
    const routine = await lockRoutine(trx, target.projectId, target.id);
    if (!routine || routine.paused || routine.nextAt === null) return { made: 0 };
    const schedule = scheduleOf(routine);
    const since = Math.max(Date.parse(routine.countsFrom), Date.parse(routine.lastAt ?? "") || 0);
    const due = dueOccurrences(schedule, since, now.getTime()).map((at) => new Date(at));
    let made = 0;
    let last: { at: Date; taskId: number | null } | undefined;
    for (const occursAt of due) {
      const occurrence = await makeOccurrence(trx, routine, occursAt, now);
      if (occurrence) {
        made++;
        last = { at: occursAt, taskId: occurrence.taskId };
      }
    }
    const next = nextOccurrence(schedule, Math.max(now.getTime(), since));
    await updateRoutine(
      trx,
      routine.id,
      {
        nextAt: next === null ? null : new Date(next),
        ...(last ? { lastAt: last.at, lastTaskId: last.taskId } : {}),
      },
      now,
    );
    await options.beforeCommit?.({ routineId: routine.id, occurrences: due });
    return { made };
  });
}

export async function runDueRoutines(
  db: Kysely<Database>,
  now: Date,
  options: RoutineRunOptions = {},
): Promise<RoutineRunResult> {
  const result: RoutineRunResult = { made: 0, busy: 0 };
  const skipped = new Set<number>();
  for (;;) {
    const due = (await dueRoutineIds(db, now, BATCH + skipped.size)).filter(
      (routine) => !skipped.has(routine.id),
    );
    if (due.length === 0) return result;
    for (const routine of due) {
      if (options.signal?.aborted) return result;
      const outcome = await runRoutine(db, routine, now, options);
      if (outcome === "busy") {
        result.busy++;
        skipped.add(routine.id);
      } else {
        result.made += outcome.made;
      }
    }
    // A routine whose next occurrence stayed due (it could not move on) would be read again
    // for ever: every routine is run once per run at most.
    for (const routine of due) skipped.add(routine.id);
  }
}

/** Runs the job at start and every `everyMs` (a minute: a task comes within the minute). */
export function scheduleRoutines(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  options: { everyMs?: number; now?: () => Date } = {},
): () => void {
  const clock = options.now ?? (() => new Date());
  return runPeriodically({
    everyMs: options.everyMs ?? 60 * 1000,
    log,
    failure: "routines run failed; will retry",
    run: async (signal) => {
      const result = await runDueRoutines(db, clock(), { signal });
      if (result.made > 0) log.info({ ...result }, "routine tasks added");
    },
  });
}
