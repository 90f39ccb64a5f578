/**
 * Runs the background jobs (docs/tool-stack.md, "Jobs"). Each API process runs one runner, which
 * works on one job at a time (a push waits on a provider's rate limit far more than it uses a
 * core). It wakes on the NOTIFY of a new or resumed job and polls for jobs whose process died.
 *
 * A handler does the work and answers the report. It must be safe to run again from the start:
 * a job cut off by a crash or a shutdown is claimed again and run again, and the handler skips
 * what its links say is done (external_links). The lease is renewed on a timer while it works,
 * so a long wait on a provider never lets a second process take the job.
 */
import type { JobKind, JobReport } from "@cairn/schema/jobs";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import type { Config } from "../../env.js";
import type { SecretBox } from "../../lib/secret-box.js";
import { WorkerLoop } from "../../lib/worker-loop.js";
import type { FileStore } from "../files/file-store.js";
import {
  claimJob,
  finishJob,
  JOBS_CHANNEL,
  type JobRow,
  type Progress,
  recordProgress,
  releaseJob,
  renewLease,
} from "./jobs.repo.js";

const POLL_MS = 2000;
/** How long a claim holds a job without a renewal; renewed every third of it. */
export const JOB_LEASE_MS = 60_000;
/** A job that was claimed this many times without finishing (each start crashed) fails. */
export const JOB_MAX_ATTEMPTS = 5;

/** A failure to report in words (no secrets): the job ends `failed` and can be resumed. */
export class JobFailed extends Error {
  constructor(
    message: string,
    readonly report: JobReport | null = null,
  ) {
    super(message);
    this.name = "JobFailed";
  }
}

export interface JobContext {
  db: Kysely<Database>;
  job: JobRow;
  secretBox: SecretBox;
  integrations: Config["integrations"];
  files: FileStore;
  now: () => Date;
  /** Aborted at shutdown: stop between two items; the job is carried on by the next claim. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Records how far it got (shown live on the page that follows the job). */
  progress(progress: Progress): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<JobReport>;

/** The handler of each kind and target: `export` → `trello`, `import` → `jira-csv`… */
export type JobHandlers = Partial<Record<JobKind, Readonly<Record<string, JobHandler>>>>;

export interface JobRunnerDeps {
  database: DatabaseHandle;
  secretBox: SecretBox;
  integrations: Config["integrations"];
  files: FileStore;
  handlers: JobHandlers;
  now: () => Date;
  log: FastifyBaseLogger;
  leaseMs?: number;
  pollMs?: number;
}

export class JobRunner {
  readonly #deps: JobRunnerDeps;
  readonly #loop: WorkerLoop;

  constructor(deps: JobRunnerDeps) {
    this.#deps = deps;
    const pollMs = deps.pollMs ?? POLL_MS;
    this.#loop = new WorkerLoop(deps.database, JOBS_CHANNEL, deps.log, {
      // One job at a time: straight on to the next after one, else a poll's rest.
      round: async () => ((await this.#runOne()) ? 0 : pollMs),
      restAfterFailureMs: pollMs,
      failure: "jobs: a round failed",
    });
  }

  get #leaseMs(): number {
    return this.#deps.leaseMs ?? JOB_LEASE_MS;
  }

  start(): Promise<void> {
    return this.#loop.start();
  }

  wake(): void {
    this.#loop.wake();
  }

  /** The job in flight is cut short between two items and left for the next process. */
  close(): Promise<void> {
    return this.#loop.close();
  }

  /** Runs every job that is waiting now, then answers (tests drive the runner with this). */
  async drain(): Promise<number> {
    let ran = 0;
    while (await this.#runOne()) ran += 1;
    return ran;
  }

  async #runOne(): Promise<boolean> {
    if (this.#loop.signal.aborted) return false;
    const { db } = this.#deps.database;
    const kinds = Object.keys(this.#deps.handlers) as JobKind[];
    if (kinds.length === 0) return false;
    const job = await claimJob(db, this.#deps.now(), this.#leaseMs, kinds);
    if (!job) return false;
    await this.#execute(job);
    return true;
  }

  async #execute(job: JobRow): Promise<void> {
    const { db } = this.#deps.database;
    const { now, log } = this.#deps;
    const handler = this.#deps.handlers[job.kind]?.[job.target];
    if (!handler) {
      await finishJob(
        db,
        job.id,
        {
          state: "failed",
          report: null,
          error: `Cairn cannot run a ${job.kind} to "${job.target}".`,
        },
        now(),
      );
      return;
    }
    if (job.attempts > JOB_MAX_ATTEMPTS) {
      await finishJob(
        db,
        job.id,
        {
          state: "failed",
          report: null,
          error: `The job was started ${JOB_MAX_ATTEMPTS} times without finishing. Resume it to try again.`,
        },
        now(),
      );
      return;
    }
    // The lease is renewed while the handler works; losing it (someone else's claim after a
    // stall longer than the lease) stops this run at its next item.
    const lost = new AbortController();
    const signal = AbortSignal.any([this.#loop.signal, lost.signal]);
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, now(), this.#leaseMs)
        .then((held) => {
          if (!held) lost.abort();
        })
        .catch((error: unknown) =>
          log.warn({ err: error, job: job.id }, "jobs: lease renewal failed"),
        );
    }, this.#leaseMs / 3);
    heartbeat.unref();
    try {
      const report = await handler({
        db,
        job,
        secretBox: this.#deps.secretBox,
        integrations: this.#deps.integrations,
        files: this.#deps.files,
        now,
        signal,
        log,
        progress: (progress) => recordProgress(db, job.id, progress, now()),
      });
      await finishJob(db, job.id, { state: "succeeded", report, error: null }, now());
    } catch (error) {
      if (this.#loop.signal.aborted) {
        await releaseJob(db, job.id).catch(() => undefined);
        return;
      }
      if (lost.signal.aborted) return;
      if (!(error instanceof JobFailed))
        log.error({ err: error, job: job.id }, "jobs: handler failed");
      await finishJob(
        db,
        job.id,
        error instanceof JobFailed
          ? { state: "failed", report: error.report, error: error.message }
          : {
              state: "failed",
              report: null,
              error: "Cairn stopped this job on an unexpected error. Resume it to carry on.",
            },
        now(),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
