/**
 * The daily e-mail digest job (docs/notifications.md, "E-mail digest"): at start and every few
 * minutes, in every API process, from DIGEST_HOUR_UTC each UTC day, each person with the daily
 * digest (the default) and unread notifications no digest has carried gets one e-mail listing
 * them, through the outbox (kind `email`, sent over SMTP); those notifications are then marked
 * `emailed_at`, so no later digest repeats them.
 *
 * Once per person and day, whatever runs: in one transaction per person the job claims the
 * mark `digest.email` (the person, the day) in `schedule_marks`, and only if it inserted it
 * reads the notifications, writes the outbox row and marks them emailed. With nothing left to
 * send (all read meanwhile) it rolls back, mark included, so a later notice that day still goes.
 *
 * Without SMTP_URL the job does nothing at all: no outbox row, no mark, nothing marked emailed.
 * The clock is a parameter (`now`), so tests freeze and move it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Config } from "../../env.js";
import { runPeriodically } from "../../lib/periodic-job.js";
import type { SecretBox } from "../../lib/secret-box.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueueEmail } from "../mail/outbox-email.js";
import { digestEmail } from "./digest-email.js";
import { digestRecipients, markEmailed, undigested } from "./digests.repo.js";
import { DAY_MS, startOfUtcDay, utcDay } from "./reminder-days.js";
import { claimMarks, deleteOldMarks } from "./schedule-marks.repo.js";

export const DIGEST_SCHEDULE = "digest.email";
/** The hour (UTC) from which each day's digests go out: the morning in Europe. */
export const DIGEST_HOUR_UTC = 7;

export interface DigestDependencies {
  secretBox: SecretBox;
  mail: Config["mail"];
  /** Where the e-mail's links point (always set with SMTP_URL: env.ts). */
  dashboardOrigin: string | undefined;
}

export interface DigestRunResult {
  /** Digests enqueued by this run. */
  sent: number;
}

class NothingToSend extends Error {}

export async function runEmailDigests(
  db: Kysely<Database>,
  dependencies: DigestDependencies,
  now: Date,
  options: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<DigestRunResult> {
  const result: DigestRunResult = { sent: 0 };
  const origin = dependencies.dashboardOrigin;
  if (!dependencies.mail || !origin) return result;
  if (now.getTime() - startOfUtcDay(now).getTime() < DIGEST_HOUR_UTC * 60 * 60 * 1000) {
    return result;
  }
  const day = utcDay(now);
  const batchSize = options.batchSize ?? 100;
  for (;;) {
    const recipients = await digestRecipients(db, DIGEST_SCHEDULE, day, batchSize);
    for (const recipient of recipients) {
      if (options.signal?.aborted) return result;
      try {
        await withTransaction(db, async (trx) => {
          const claimed = await claimMarks(
            trx,
            DIGEST_SCHEDULE,
            [{ subjectId: recipient.id, period: day }],
            now,
          );
          if (claimed.size === 0) return; // another process sent it
          const items = await undigested(trx, recipient.id);
          if (items.length === 0) throw new NothingToSend();
          const message = digestEmail({ recipient, items, origin });
          await enqueueEmail(trx, dependencies.secretBox, message, now);
          await markEmailed(
            trx,
            items.map((item) => item.id),
            now,
          );
          result.sent++;
        });
      } catch (error) {
        if (!(error instanceof NothingToSend)) throw error;
      }
    }
    if (recipients.length < batchSize) break;
  }
  await deleteOldMarks(db, [DIGEST_SCHEDULE], new Date(now.getTime() - 30 * DAY_MS));
  return result;
}

/** Runs the job at start and every `everyMs` (five minutes). Answers a stop function. */
export function scheduleEmailDigests(
  db: Kysely<Database>,
  dependencies: DigestDependencies,
  log: FastifyBaseLogger,
  options: { everyMs?: number; now?: () => Date } = {},
): () => void {
  const clock = options.now ?? (() => new Date());
  return runPeriodically({
    everyMs: options.everyMs ?? 5 * 60 * 1000,
    log,
    failure: "e-mail digests failed; will retry",
    run: async (signal) => {
      const result = await runEmailDigests(db, dependencies, clock(), { signal });
      if (result.sent > 0) log.info({ ...result }, "e-mail digests enqueued");
    },
  });
}
