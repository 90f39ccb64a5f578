import type { Webhook, WebhookDelivery, WebhookEventType } from "@cairn/schema/webhooks";
import type { DeliveryRow, WebhookRow } from "./webhooks.repo.js";

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    event: row.eventType,
    status: row.status,
    statusCode: row.statusCode,
    responseMs: row.responseMs,
    responseExcerpt: row.responseExcerpt,
    attempts: row.attempts,
    error: row.error,
    redeliveryOf: row.redeliveryOf,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    finishedAt: row.finishedAt,
  };
}

/** A hook as its owner and administrators see it: never its secret. */
export function presentHook(row: WebhookRow, last: DeliveryRow | undefined): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    projects: row.allProjects ? "all" : row.projectIds,
    active: row.active,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    lastDelivery: last ? presentDelivery(last) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
