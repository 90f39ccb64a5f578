/**
 * Periodic clean-up: expired sessions, old rate-limit events, API tokens' request counters, the
 * assistant's spent links and seen Teams messages, and system logs older than 30 days. Each
 * module deletes its own; this file, beside the server that schedules it, only gathers them.
 * Idempotent, so several API processes may run it; a failure is logged and retried later.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "./db/database.js";
import { runPeriodically } from "./lib/periodic-job.js";
import { deleteOldHits } from "./lib/rate-limit.repo.js";
import { deleteOldLogs } from "./lib/system-log.repo.js";
import { deleteOldLinkRequests } from "./modules/assistant/chat-accounts.repo.js";
import { deleteOldConfirmations } from "./modules/assistant/confirmations.repo.js";
import { deleteOldSightings } from "./modules/assistant/teams/seen-activities.repo.js";
import { deleteExpiredSessions } from "./modules/auth/sessions.repo.js";
import { deleteOldWindows } from "./modules/tokens/tokens.repo.js";

const LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const HIT_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function runHousekeeping(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteOldHits(db, new Date(now.getTime() - HIT_RETENTION_MS));
  await deleteOldConfirmations(db, now);
  await deleteOldLinkRequests(db, now);
  await deleteOldSightings(db, now);
  await deleteOldWindows(db, now);
  await deleteOldLogs(db, new Date(now.getTime() - LOG_RETENTION_MS));
}

export function scheduleHousekeeping(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  everyMs = 10 * 60 * 1000,
): () => void {
  return runPeriodically({
    everyMs,
    log,
    failure: "housekeeping failed; will retry",
    run: () => runHousekeeping(db, new Date()),
  });
}
