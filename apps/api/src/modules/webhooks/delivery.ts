/**
 * The outbox handler of `webhook.deliver` (docs/webhooks.md, "Delivery"): it reads the delivery
 * and its hook, checks the hook's address again (address-rules.ts) and POSTs the stored body,
 * signed now, to the address it checked. Every attempt is written to the delivery log. The
 * outbox retries what is worth retrying (no answer, 408, 429, 5xx) on its schedule; anything
 * else ends the delivery at once. A delivery that ends failed counts against its hook: after
 * WEBHOOK_FAILURE_LIMIT in a row the hook is switched off, and its owner told in the app.
 */
import { WEBHOOK_EXCERPT_BYTES, WEBHOOK_FAILURE_LIMIT } from "@cairn/schema/webhooks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { SecretUnreadableError } from "../../lib/secret-box.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { notify } from "../notifications/notify.js";
import type { Delivery, HandlerContext, Handlers } from "../outbox/handlers.js";
import { resolveTarget } from "./address-rules.js";
import { DELIVER_KIND } from "./enqueue.js";
import { type SendResult, sendDelivery } from "./send.js";
import { deliveryHeaders } from "./signing.js";
import {
  countFailure,
  disableHook,
  getDeliveryById,
  getHook,
  readSettings,
  recordAttempt,
  resetFailures,
  secretContext,
} from "./webhooks.repo.js";

/** A status worth asking again later: the receiver is busy, slow or broken for now. */
export function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

interface Outcome {
  delivery: Delivery;
  statusCode: number | null;
  responseMs: number | null;
  excerpt: string | null;
}

function fromSend(result: SendResult): Outcome {
  if (result.kind === "answer") {
    const base = { statusCode: result.status, responseMs: result.ms, excerpt: result.excerpt };
    if (result.status >= 200 && result.status < 300) return { ...base, delivery: { ok: true } };
    const retryable = retryableStatus(result.status);
    return {
      ...base,
      delivery: {
        ok: false,
        retryable,
        error: `The receiver answered ${result.status}${retryable ? "" : " (not retried)"}.`,
        ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }),
      },
    };
  }
  const error =
    result.kind === "timeout"
      ? "The receiver did not answer in time."
      : result.kind === "cancelled"
        ? "Cut short by a server shutdown; it will be sent again."
        : `The receiver could not be reached: ${result.reason}.`;
  return {
    statusCode: null,
    responseMs: result.ms,
    excerpt: null,
    delivery: { ok: false, retryable: true, error },
  };
}

const refused = (error: string): Outcome => ({
  statusCode: null,
  responseMs: null,
  excerpt: null,
  delivery: { ok: false, retryable: false, error },
});

async function attempt(
  payload: { deliveryId: number },
  context: HandlerContext,
): Promise<{ outcome: Outcome; webhookId?: number }> {
  const { db } = context;
  const delivery = await getDeliveryById(db, payload.deliveryId);
  if (!delivery) return { outcome: refused("The delivery was deleted with its webhook.") };
  const hook = await getHook(db, delivery.webhookId);
  if (!hook) return { outcome: refused("The webhook was deleted.") };
  if (!hook.active) {
    return {
      webhookId: hook.id,
      outcome: refused("The webhook is switched off; nothing was sent."),
    };
  }
  const { allowPrivateTargets } = await readSettings(db);
  const checked = await resolveTarget(hook.url, allowPrivateTargets);
  if (!checked.ok) {
    return {
      webhookId: hook.id,
      outcome: {
        ...refused(""),
        delivery: {
          ok: false,
          retryable: checked.retryable,
          error: `Not sent: the URL ${checked.message}.`,
        },
      },
    };
  }
  let secret: string;
  try {
    secret = context.secretBox.open(hook.secretSealed, secretContext(hook.id));
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    return {
      webhookId: hook.id,
      outcome: refused("The webhook's secret cannot be read (was ENCRYPTION_KEY changed?)."),
    };
  }
  const timestamp = Math.floor(context.now().getTime() / 1000);
  const result = await sendDelivery({
    url: checked.url,
    target: checked.target,
    headers: deliveryHeaders({
      webhookId: hook.id,
      event: delivery.eventType,
      deliveryId: delivery.id,
      timestamp,
      secret,
      body: delivery.body,
    }),
    body: delivery.body,
    timeoutMs: context.integrations.timeoutMs,
    excerptBytes: WEBHOOK_EXCERPT_BYTES,
    signal: context.signal,
  });
  return { webhookId: hook.id, outcome: fromSend(result) };
}

/** Writes the attempt, and for a delivery that ended failed, the hook's count of failures. */
async function record(
  db: Kysely<Database>,
  deliveryId: number,
  webhookId: number | undefined,
  outcome: Outcome,
  context: HandlerContext,
): Promise<void> {
  const result = outcome.delivery;
  const cutShort = !result.ok && context.signal.aborted;
  const final = !result.ok && !cutShort && (!result.retryable || context.lastAttempt);
  const now = context.now();
  await withTransaction(db, async (trx) => {
    await recordAttempt(trx, deliveryId, {
      status: result.ok ? "succeeded" : final ? "failed" : "pending",
      statusCode: outcome.statusCode,
      responseMs: outcome.responseMs,
      responseExcerpt: outcome.excerpt,
      error: result.ok ? null : result.error,
      at: now,
    });
    if (webhookId === undefined) return;
    if (result.ok) {
      await resetFailures(trx, webhookId);
      return;
    }
    if (!final) return;
    const failures = await countFailure(trx, webhookId);
    if (failures < WEBHOOK_FAILURE_LIMIT) return;
    const reason = `Switched off by Cairn after ${failures} deliveries in a row failed; the last: ${result.error}`;
    if (!(await disableHook(trx, webhookId, reason, now))) return;
    const hook = await getHook(trx, webhookId);
    if (!hook) return;
    await notify(
      trx,
      [
        {
          userId: hook.ownerId,
          kind: "webhook_disabled",
          actorId: null,
          title: `Webhook switched off: ${hook.url}`.slice(0, 300),
          body: reason,
        },
      ],
      now,
    );
    await writeSystemLog(trx, {
      level: "warn",
      module: "webhooks",
      message: `Webhook #${webhookId} switched off after ${failures} failed deliveries`,
      metadata: { webhookId, ownerId: hook.ownerId },
    });
  });
}

export async function deliverWebhook(payload: unknown, context: HandlerContext): Promise<Delivery> {
  const deliveryId = Number((payload as { deliveryId?: unknown } | null)?.deliveryId);
  if (!Number.isInteger(deliveryId)) {
    return { ok: false, retryable: false, error: "The message names no delivery." };
  }
  const { outcome, webhookId } = await attempt({ deliveryId }, context);
  await record(context.db, deliveryId, webhookId, outcome, context);
  return outcome.delivery;
}

export const webhookHandlers: Handlers = { [DELIVER_KIND]: deliverWebhook };
