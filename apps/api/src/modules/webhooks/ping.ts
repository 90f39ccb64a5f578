import { randomUUID } from "node:crypto";
import { webhookDelivery, webhookIdInput } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueue } from "../outbox/outbox.repo.js";
import { DELIVER_KIND, eventBody } from "./enqueue.js";
import { presentDelivery } from "./present.js";
import { hookOr404 } from "./scope.js";
import { insertDeliveries } from "./webhooks.repo.js";

/**
 * `POST /api/webhooks/{webhookId}/ping`: "Send a test ping". A `ping` event, delivered like any
 * other (signed, logged, retried), so its result in the log says whether the receiver works.
 */
export const ping = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/webhooks/{webhookId}/ping",
      summary: "Send a webhook a test ping",
      status: 201,
    },
    access: access.staff(),
  })
  .input(webhookIdInput)
  .output(webhookDelivery)
  .mutation(async ({ ctx, input }) => {
    const hook = await hookOr404(ctx.db, ctx.user, input.webhookId);
    if (!hook.active) {
      throw appError("CONFLICT", "The webhook is switched off: switch it on to ping it.");
    }
    const now = ctx.now();
    const eventId = `evt_${randomUUID()}`;
    const body = eventBody(eventId, "ping", now, {
      webhookId: hook.id,
      message: "A test ping from Cairn.",
      by: ctx.user.id,
    });
    const created = await withTransaction(ctx.db, async (trx) => {
      const [delivery] = await insertDeliveries(trx, [
        { webhookId: hook.id, eventId, eventType: "ping", body, now },
      ]);
      if (!delivery) throw new Error("The ping could not be written.");
      await enqueue(trx, DELIVER_KIND, { deliveryId: delivery.id }, now);
      return delivery;
    });
    return presentDelivery(created, ctx.user);
  });
