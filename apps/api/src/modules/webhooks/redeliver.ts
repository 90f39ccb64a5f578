import { redeliverInput, webhookDelivery } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueue } from "../outbox/outbox.repo.js";
import { DELIVER_KIND } from "./enqueue.js";
import { presentDelivery } from "./present.js";
import { hookOr404 } from "./scope.js";
import { getDelivery, insertDeliveries } from "./webhooks.repo.js";

/**
 * `POST /api/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver`: the same event (same id
 * and body) sent again as a new delivery, with fresh attempts and a fresh signature.
 */
export const redeliver = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver",
      summary: "Send a delivery's event again",
      status: 201,
    },
    access: access.staff(),
  })
  .input(redeliverInput)
  .output(webhookDelivery)
  .mutation(async ({ ctx, input }) => {
    const hook = await hookOr404(ctx.db, ctx.user, input.webhookId);
    const original = await getDelivery(ctx.db, hook.id, input.deliveryId);
    if (!original) throw appError("NOT_FOUND", `Delivery ${input.deliveryId} was not found.`);
    if (!hook.active) {
      throw appError("CONFLICT", "The webhook is switched off: switch it on to send again.");
    }
    const now = ctx.now();
    const created = await withTransaction(ctx.db, async (trx) => {
      const [delivery] = await insertDeliveries(trx, [
        {
          webhookId: hook.id,
          eventId: original.eventId,
          eventType: original.eventType,
          body: original.body,
          redeliveryOf: original.id,
          now,
        },
      ]);
      if (!delivery) throw new Error("The redelivery could not be written.");
      await enqueue(trx, DELIVER_KIND, { deliveryId: delivery.id }, now);
      return delivery;
    });
    return presentDelivery(created, ctx.user);
  });
