/**
 * The wizard is public, so each IP may ask for at most 20 plans a minute. The count lives in
 * the database (`takeSlot`, atomic), so it holds across API processes and parallel bursts. Every request counts, valid
 * or not: the check runs before the input is read.
 */

import type { Context } from "../../core/context.js";
import { appError } from "../../lib/app-error.js";
import { type Limit, takeSlot } from "../../lib/rate-limit.js";

export const WIZARD_REQUESTS_PER_IP: Limit = { max: 20, windowMs: 60_000 };

export async function enforceWizardLimit(ctx: Context): Promise<void> {
  const state = await takeSlot(
    ctx.db,
    `wizard:ip:${ctx.req.ip}`,
    WIZARD_REQUESTS_PER_IP,
    ctx.now(),
  );
  if (!state.limited) return;
  ctx.reply.header("retry-after", String(state.retryAfterSeconds));
  throw appError(
    "TOO_MANY_REQUESTS",
    `Too many plan requests: the setup wizard allows ${WIZARD_REQUESTS_PER_IP.max} a minute from one network. Please wait ${state.retryAfterSeconds} seconds and try again.`,
  );
}
