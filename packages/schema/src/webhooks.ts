/**
 * Outgoing webhooks (docs/webhooks.md): a staff member's HTTPS endpoint that Cairn POSTs signed
 * JSON to when something happens in the projects it covers.
 */
import { z } from "zod";
import { queryBoolean, recordId, text, timestamp } from "./common.js";

/** Every event a hook may subscribe to; `ping` is only ever sent by "Send a test ping". */
export const WEBHOOK_EVENTS = [
  "task.created",
  "task.updated",
  "task.moved",
  "task.deleted",
  "comment.added",
  "milestone.reached",
  "health_check.recorded",
  "lead.created",
  "lead.assigned",
  "lead.won",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Events about leads: they belong to no project, so only organisation-wide hooks hear them. */
export const LEAD_EVENTS: readonly WebhookEventType[] = [
  "lead.created",
  "lead.assigned",
  "lead.won",
];

/** A hook stops after this many deliveries in a row ended failed (docs/webhooks.md). */
export const WEBHOOK_FAILURE_LIMIT = 10;

/** The longest part of a receiver's answer kept in the delivery log. */
export const WEBHOOK_EXCERPT_BYTES = 1024;

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(", ")}` }), {
    error: "must be a list of events",
  })
  .min(1, { error: "must name at least one event" })
  .max(WEBHOOK_EVENTS.length * 2, { error: "must name each event at most once" })
  .transform((list) => WEBHOOK_EVENTS.filter((event) => list.includes(event)));

const url = text({ error: "is required" })
  .trim()
  .min(1, { error: "is required" })
  .max(2000, { error: "must be at most 2000 characters" });

/**
 * Which projects' events a hook receives: every project (`all`, administrators only), or the
 * listed ones (a consultant: projects they lead).
 */
const projects = z.union(
  [
    z.literal("all"),
    z
      .array(recordId, { error: 'must be "all" or a list of project ids' })
      .min(1, { error: "must name at least one project" })
      .max(500, { error: "must name at most 500 projects" })
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  ],
  { error: 'must be "all" or a list of project ids' },
);

export const createWebhookInput = z.strictObject({
  url,
  events,
  projects,
  active: z.boolean({ error: "must be true or false" }).default(true),
});
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

export const updateWebhookInput = z.strictObject({
  webhookId: recordId,
  url: url.optional(),
  events: events.optional(),
  projects: projects.optional(),
  /** Switching a disabled hook back on clears its failure count and reason. */
  active: z.boolean({ error: "must be true or false" }).optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

export const webhookIdInput = z.strictObject({ webhookId: recordId });

export const webhookListInput = z
  .strictObject({
    /** Administrators: only their own hooks (`true`), or everyone's (the default). */
    mine: queryBoolean.optional(),
  })
  .prefault({});

export const webhookDeliveryStatus = z.enum(["pending", "succeeded", "failed"]);

export const webhookDelivery = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  /** The event's id (`Cairn-Webhook-Id`): a redelivery sends the same one again. */
  eventId: z.string(),
  event: z.string(),
  status: webhookDeliveryStatus,
  /** The receiver's last HTTP status; null without an answer. */
  statusCode: z.number().int().nullable(),
  /** How long the last attempt took, in milliseconds. */
  responseMs: z.number().int().nullable(),
  /** The first KiB of the receiver's last answer. */
  responseExcerpt: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  redeliveryOf: z.number().int().nullable(),
  createdAt: timestamp,
  lastAttemptAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  projects: z.union([z.literal("all"), z.array(z.number().int())]),
  active: z.boolean(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** Set when Cairn switched the hook off, with why. */
  disabledAt: timestamp.nullable(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastDelivery: webhookDelivery.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Webhook = z.infer<typeof webhook>;

/** A new hook, with its signing secret: the only answer that ever holds it. */
export const createdWebhook = webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookDeliveriesInput = z.strictObject({
  webhookId: recordId,
  limit: z.coerce
    .number({ error: "must be a whole number from 1 to 200" })
    .int({ error: "must be a whole number from 1 to 200" })
    .min(1, { error: "must be a whole number from 1 to 200" })
    .max(200, { error: "must be a whole number from 1 to 200" })
    .default(50),
});

export const redeliverInput = z.strictObject({ webhookId: recordId, deliveryId: recordId });

/** The organisation's webhook setting (administrators change it). */
export const webhookSettings = z.object({
  /**
   * Lets hooks call loopback and private addresses, and plain http: for tests and local
   * receivers only. Cloud metadata addresses stay refused.
   */
  allowPrivateTargets: z.boolean(),
  updatedAt: timestamp.nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettings>;

export const updateWebhookSettingsInput = z.strictObject({
  allowPrivateTargets: z.boolean({ error: "must be true or false" }),
});
