/**
 * The `jobs` table (docs/tool-stack.md, "Jobs"). A job is claimed by one process at a time: the
 * claim takes an open job nobody holds (`FOR UPDATE SKIP LOCKED`, then a lease in
 * `locked_until`), the runner renews the lease while it works, and a process that dies leaves
 * the lease to run out, after which the next claim carries the job on.
 */
import type { JobKind, JobReport } from "@cairn/schema/jobs";
import { type Kysely, type Selectable, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database, JobsTable } from "../../db/database.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";

export const JOBS_CHANNEL = "cairn_jobs";

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  kind: JobKind;
  projectId: number;
  target: string;
  createdBy: number | null;
  input: unknown;
}

/**
 * Queues a job, or answers the one of the same kind and target already open for the project
 * (`created: false`): a second click never starts a second push. Call it inside the
 * transaction of whatever else the start writes; the runners are woken at commit.
 */
export async function startJob(
  db: Kysely<Database>,
  job: NewJob,
): Promise<{ job: JobRow; created: boolean }> {
  const inserted = await db
    .insertInto("jobs")
    .values({ ...job, input: JSON.stringify(job.input ?? {}) })
    .onConflict((oc) =>
      oc
        .columns(["projectId", "kind", "target"])
        .where("state", "in", ["queued", "running"])
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await sql`select pg_notify(${JOBS_CHANNEL}, ${String(inserted.id)})`.execute(db);
    return { job: inserted, created: true };
  }
  const open = await db
    .selectFrom("jobs")
    .selectAll()
    .where("projectId", "=", job.projectId)
    .where("kind", "=", job.kind)
    .where("target", "=", job.target)
    .where("state", "in", ["queued", "running"])
    .executeTakeFirstOrThrow();
  return { job: open, created: false };
}

/**
 * Claims the oldest open job nobody holds, for `leaseMs`: it becomes `running`, its attempt is
 * counted and its lease set, in one short transaction.
 */
export function claimJob(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  kinds: readonly JobKind[],
): Promise<JobRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom("jobs")
      .select("id")
      .where("state", "in", ["queued", "running"])
      .where("kind", "in", kinds)
      .where((eb) =>
        eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now.toISOString())]),
      )
      .orderBy("id")
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!open) return undefined;
    return trx
      .updateTable("jobs")
      .set((eb) => ({
        state: "running",
        attempts: eb("attempts", "+", 1),
        lockedUntil: new Date(now.getTime() + leaseMs),
        startedAt: eb.fn.coalesce("startedAt", eb.val(now.toISOString())),
        updatedAt: now,
      }))
      .where("id", "=", open.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Keeps the lease of a running job; false when the job is no longer this runner's to run. */
export async function renewLease(
  db: Kysely<Database>,
  id: number,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where("id", "=", id)
    .where("state", "=", "running")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface Progress {
  done: number;
  total?: number | null;
  phase?: string | null;
}

export async function recordProgress(
  db: Kysely<Database>,
  id: number,
  progress: Progress,
  now: Date,
): Promise<void> {
  await db
    .updateTable("jobs")
    .set({
      done: progress.done,
      ...(progress.total !== undefined ? { total: progress.total } : {}),
      ...(progress.phase !== undefined ? { phase: progress.phase } : {}),
      updatedAt: now,
    })
    .where("id", "=", id)
    .execute();
}

export async function finishJob(
  db: Kysely<Database>,
  id: number,
  outcome: { state: "succeeded" | "failed"; report: JobReport | null; error: string | null },
  now: Date,
): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await trx
      .updateTable("jobs")
      .set({
        state: outcome.state,
        report: outcome.report ? JSON.stringify(outcome.report) : null,
        error: outcome.error,
        phase: null,
        lockedUntil: null,
        finishedAt: now,
        updatedAt: now,
      })
      .where("id", "=", id)
      .returning(["kind", "target", "projectId"])
      .executeTakeFirst();
    // A failed job is in the error log of the status page, as a failed delivery is.
    if (row && outcome.state === "failed") {
      await writeSystemLog(trx, {
        level: "error",
        module: "jobs",
        message: `The ${row.kind} to ${row.target} failed: ${outcome.error ?? "no reason given"}`,
        metadata: { jobId: id, kind: row.kind, target: row.target, projectId: row.projectId },
      });
    }
  });
}

/** Lets go of a job cut short by shutdown: it stays running, for whichever process claims next. */
export async function releaseJob(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable("jobs").set({ lockedUntil: null }).where("id", "=", id).execute();
}

/**
 * Queues a failed job again, from where its links say it got to. Undefined when it is not
 * failed; throws the unique violation when another job of its kind and target is open.
 */
export async function requeueFailed(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<JobRow | undefined> {
  const row = await db
    .updateTable("jobs")
    // A person's resume gives the job a fresh allowance of attempts: the limit stops a job that
    // keeps crashing its process, not one a person chose to try again.
    .set({
      state: "queued",
      error: null,
      attempts: 0,
      finishedAt: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where("id", "=", id)
    .where("state", "=", "failed")
    .returningAll()
    .executeTakeFirst();
  if (row) await sql`select pg_notify(${JOBS_CHANNEL}, ${String(id)})`.execute(db);
  return row;
}

export function findJob(db: Kysely<Database>, id: number): Promise<JobRow | undefined> {
  return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listProjectJobs(
  db: Kysely<Database>,
  projectId: number,
  page: { limit: number; offset: number },
): Promise<JobRow[]> {
  return db
    .selectFrom("jobs")
    .selectAll()
    .where("projectId", "=", projectId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countProjectJobs(db: Kysely<Database>, projectId: number): Promise<number> {
  return countRows(db.selectFrom("jobs").where("projectId", "=", projectId));
}
