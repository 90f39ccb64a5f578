/**
 * Slack and Microsoft Teams announcements, through the outbox (modules/outbox): a procedure
 * enqueues a `notification` (the event, ids only) in the transaction of its change; the worker
 * turns it into one `channel.post` per enabled, configured channel — so a retry of Teams never
 * posts to Slack twice — and each post is delivered, retried and recorded on its own. The final
 * outcome is kept on the integration and a failure is written to the system log, without the
 * webhook URL or any other secret.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { callIntegration, recordOutcome } from "../integrations/integration-calls.js";
import { getIntegrationNamed, listEnabledSettings } from "../integrations/integrations.repo.js";
import { isConfigured, readStored } from "../integrations/stored-settings.js";
import type { Handler, Handlers } from "../outbox/handlers.js";
import { enqueue, hasMessageFrom } from "../outbox/outbox.repo.js";
import { retryDelayMs } from "../outbox/worker.js";
import { describeEvent } from "./describe-event.js";
import type { NotificationEvent } from "./events.js";

const CHANNELS = ["Slack", "Microsoft Teams"];
export const NOTIFICATION = "notification";
export const CHANNEL_POST = "channel.post";

interface ChannelPost {
  /** The outbox message this post was made from (so a repeat never posts twice). */
  parent: number;
  integration: string;
  event: NotificationEvent["kind"];
  text: string;
}

/** Call inside the transaction of the change the event is about (at `now`, the app's clock). */
export function enqueueNotification(
  db: Kysely<Database>,
  event: NotificationEvent,
  now?: Date,
): Promise<number> {
  return enqueue(db, NOTIFICATION, event, now);
}

/**
 * Whether any channel would receive a post now: events that only exist to be posted (the
 * weekly report) are not written to the outbox when nobody would hear of them.
 */
export async function anyChannelConfigured(db: Kysely<Database>): Promise<boolean> {
  const channels = await listEnabledSettings(db, CHANNELS);
  return channels.some((row) => isConfigured(row.name, readStored(row.name, row.settings)));
}

const fanOut: Handler = async (payload, { db, now, messageId }) => {
  const event = payload as NotificationEvent;
  await withTransaction(db, async (trx) => {
    if (await hasMessageFrom(trx, CHANNEL_POST, messageId)) return;
    const text = await describeEvent(trx, event, now());
    if (!text) return;
    const channels = await listEnabledSettings(trx, CHANNELS);
    for (const row of channels) {
      if (!isConfigured(row.name, readStored(row.name, row.settings))) continue;
      const post: ChannelPost = {
        parent: messageId,
        integration: row.name,
        event: event.kind,
        text,
      };
      await enqueue(trx, CHANNEL_POST, post, now());
    }
  });
  return { ok: true };
};

const post: Handler = async (payload, context) => {
  const { db, now, signal, attempt, lastAttempt } = context;
  const message = payload as ChannelPost;
  const row = await getIntegrationNamed(db, message.integration);
  if (!row?.enabled) {
    return { ok: false, retryable: false, error: `${message.integration} was turned off.` };
  }
  const result = await callIntegration(
    { db, secretBox: context.secretBox, config: context.integrations, signal },
    row,
    message.text,
  );
  if (result.ok || !result.retryable || lastAttempt) {
    await recordOutcome(db, row, result, {
      trigger: "notification",
      now: now(),
      attempts: attempt,
    });
  } else {
    await writeSystemLog(db, {
      level: "warn",
      module: "notifications",
      message: `${row.name}: attempt ${attempt} failed, retrying in ${retryDelayMs(context.integrations.retryDelaysMs, attempt, result.retryAfterMs)} ms. ${result.message}`,
      metadata: { integration: row.name, event: message.event, attempt, outcome: result.outcome },
    });
  }
  return result.ok
    ? { ok: true }
    : {
        ok: false,
        retryable: result.retryable,
        error: result.message,
        ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }),
      };
};

export const notificationHandlers: Handlers = { [NOTIFICATION]: fanOut, [CHANNEL_POST]: post };
