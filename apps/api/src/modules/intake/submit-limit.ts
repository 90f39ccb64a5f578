/**
 * The public request form may be sent 5 times a minute and 30 times an hour from one network,
 * as the signup (SECURITY.md): enough for a person, too few to flood a project's triage.
 * Counted atomically in the database, so it holds across processes and bursts.
 */
import type { Context } from "../../core/context.js";
import { appError } from "../../lib/app-error.js";
import { type Limit, takeSlots } from "../../lib/rate-limit.js";

export const REQUESTS_PER_MINUTE: Limit = { max: 5, windowMs: 60_000 };
export const REQUESTS_PER_HOUR: Limit = { max: 30, windowMs: 60 * 60_000 };

export async function enforceIntakeLimit(ctx: Context): Promise<void> {
  const ip = ctx.req.ip;
  const taken = await takeSlots(
    ctx.db,
    [
      { key: `intake:minute:${ip}`, limit: REQUESTS_PER_MINUTE },
      { key: `intake:hour:${ip}`, limit: REQUESTS_PER_HOUR },
    ],
    ctx.now(),
  );
  if (!taken.limited) return;
  ctx.reply.header("retry-after", String(taken.retryAfterSeconds));
  throw appError(
    "TOO_MANY_REQUESTS",
    `Too many requests from your network. Please wait ${taken.retryAfterSeconds} seconds and try again.`,
  );
}
