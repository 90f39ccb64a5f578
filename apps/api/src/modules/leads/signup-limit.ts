/**
 * The public signup form may be sent 5 times a minute and 30 times an hour from one network
 * (SECURITY.md): enough for a person correcting a typo, too few to flood the leads list or the
 * team's Slack. Counted atomically in the database, so it holds across processes and bursts.
 */

import type { Context } from "../../core/context.js";
import { appError } from "../../lib/app-error.js";
import type { Limit } from "../../lib/rate-limit.js";
import { takeSlots } from "../../lib/rate-limit.js";

export const SIGNUPS_PER_MINUTE: Limit = { max: 5, windowMs: 60_000 };
export const SIGNUPS_PER_HOUR: Limit = { max: 30, windowMs: 60 * 60_000 };

export async function enforceSignupLimit(ctx: Context): Promise<void> {
  const ip = ctx.req.ip;
  const taken = await takeSlots(
    ctx.db,
    [
      { key: `signup:minute:${ip}`, limit: SIGNUPS_PER_MINUTE },
      { key: `signup:hour:${ip}`, limit: SIGNUPS_PER_HOUR },
    ],
    ctx.now(),
  );
  if (!taken.limited) return;
  ctx.reply.header("retry-after", String(taken.retryAfterSeconds));
  throw appError(
    "TOO_MANY_REQUESTS",
    `Too many sign-ups from your network. Please wait ${taken.retryAfterSeconds} seconds and try again.`,
  );
}
