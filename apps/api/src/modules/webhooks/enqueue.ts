/**
 * `enqueueWebhookEvent`: called once at each place a subscribable change happens, inside that
 * change's transaction (docs/webhooks.md, "Events"). It writes one delivery row and one outbox
 * message per live hook that wants the event, so a delivery exists exactly when its change
 * committed; with no such hook it costs one indexed query and writes nothing.
 */
import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@cairn/schema/webhooks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { enqueue } from "../outbox/outbox.repo.js";
import { hooksFor, insertDeliveries } from "./webhooks.repo.js";

export const DELIVER_KIND = "webhook.deliver";

export interface WebhookEvent {
  type: WebhookEventType;
  /** The project the event belongs to; null for leads (organisation-wide hooks only). */
  projectId: number | null;
  data: Record<string, unknown>;
}

/** The body every delivery sends: `{ id, type, occurredAt, data }`. */
export function eventBody(
  id: string,
  type: string,
  occurredAt: Date,
  data: Record<string, unknown>,
): string {
  return JSON.stringify({ id, type, occurredAt: occurredAt.toISOString(), data });
}

export async function enqueueWebhookEvent(
  trx: Kysely<Database>,
  event: WebhookEvent,
  now: Date,
): Promise<number> {
  const hookIds = await hooksFor(trx, event.type, event.projectId);
  if (hookIds.length === 0) return 0;
  const eventId = `evt_${randomUUID()}`;
  const body = eventBody(eventId, event.type, now, event.data);
  const deliveries = await insertDeliveries(
    trx,
    hookIds.map((webhookId) => ({ webhookId, eventId, eventType: event.type, body, now })),
  );
  for (const delivery of deliveries) {
    await enqueue(trx, DELIVER_KIND, { deliveryId: delivery.id }, now);
  }
  return deliveries.length;
}
