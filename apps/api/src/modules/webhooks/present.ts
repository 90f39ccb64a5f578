import type { Webhook, WebhookDelivery, WebhookEventType } from "@cairn/schema/webhooks";
import type { DeliveryRow, WebhookRow } from "./webhooks.repo.js";

/** Who reads a delivery: only an administrator reads why an attempt got no answer. */
export interface DeliveryReader {
  role: string;
}

/** What anyone but an administrator reads of an attempt that got no answer. */
export const NOT_DELIVERED = "Could not deliver: the receiver did not answer.";

const toMinute = (at: string | null) =>
  at === null ? null : new Date(Math.floor(Date.parse(at) / 60_000) * 60_000).toISOString();

/**
 * A delivery as `reader` may read it. An attempt that got no HTTP answer reads, to anyone but
 * an administrator, as one "could not deliver" without its time taken and with its times to the
 * minute: "connection refused" after 2 ms and a timeout after 3 s would otherwise tell a
 * consultant which ports of a host are open (a port scanner). The address rule's refusals
 * ("Not sent: …") say only what the hook's URL is, and stay.
 */
export function presentDelivery(row: DeliveryRow, reader: DeliveryReader): WebhookDelivery {
  const shown = presentAll(row);
  const hidden =
    reader.role !== "admin" &&
    row.statusCode === null &&
    row.error !== null &&
    !row.error.startsWith("Not sent:");
  if (!hidden) return shown;
  return {
    ...shown,
    error: NOT_DELIVERED,
    responseMs: null,
    createdAt: toMinute(shown.createdAt) ?? shown.createdAt,
    lastAttemptAt: toMinute(shown.lastAttemptAt),
    finishedAt: toMinute(shown.finishedAt),
  };
}

function presentAll(row: DeliveryRow): WebhookDelivery {
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
export function presentHook(
  row: WebhookRow,
  last: DeliveryRow | undefined,
  reader: DeliveryReader,
): Webhook {
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
    lastDelivery: last ? presentDelivery(last, reader) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
