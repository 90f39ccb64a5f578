import { z } from "zod";
import { recordId, timestamp } from "./common.js";

/** What an administrator sees of a message waiting in (or given up by) the outbox. */
export const outboxMessage = z.object({
  id: z.number().int(),
  /** `notification` (an event to announce), `channel.post` (one post to Slack or Teams) or `email`. */
  kind: z.string(),
  /** In words: "Slack: New signup: …", "Announce lead.created". */
  summary: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  nextAttemptAt: timestamp,
  lastError: z.string().nullable(),
  createdAt: timestamp,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxListInput = z
  .strictObject({
    status: z.enum(["pending", "failed"], { error: "must be pending or failed" }).optional(),
    limit: z.coerce
      .number({ error: "must be a whole number from 1 to 200" })
      .int({ error: "must be a whole number from 1 to 200" })
      .min(1, { error: "must be a whole number from 1 to 200" })
      .max(200, { error: "must be a whole number from 1 to 200" })
      .default(50),
  })
  .prefault({});

export const outboxOverview = z.object({
  counts: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    delivered: z.number().int(),
  }),
  messages: z.array(outboxMessage),
});
export type OutboxOverview = z.infer<typeof outboxOverview>;

export const outboxRetryInput = z.strictObject({ messageId: recordId });
