/**
 * The periodic health check (the roadmap's health checks, docs/product.md §1): for every project that is
 * not completed, it computes today's health, stores the day's snapshot (once — the database
 * refuses a second one for the same day), and lets Slack and Teams hear of a drop to a lower
 * band. It runs at start-up and every hour in each API process; running it twice changes
 * nothing, so several processes may.
 *
 * Reading health (GET /api/project-health/…) never writes: this job does.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { runPeriodically } from "../../lib/periodic-job.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueueNotification } from "../announcements/delivery.js";
import { insertSnapshot, readHealth, unfinishedProjectIds } from "./health.repo.js";

export async function runHealthChecks(db: Kysely<Database>, now: Date): Promise<number> {
  const projects = await unfinishedProjectIds(db);
  for (const id of projects) {
    const scores = await readHealth(db, id, now);
    await withTransaction(db, async (trx) => {
      await insertSnapshot(trx, id, scores, now);
      await enqueueNotification(trx, {
        kind: "health.observed",
        projectId: id,
        score: scores.overallScore,
      });
    });
  }
  return projects.length;
}

export function scheduleHealthChecks(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  everyMs = 60 * 60 * 1000,
): () => void {
  return runPeriodically({
    everyMs,
    log,
    failure: "health check failed; will retry",
    run: () => runHealthChecks(db, new Date()),
  });
}
