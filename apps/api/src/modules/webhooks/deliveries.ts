import { webhookDeliveriesInput, webhookDelivery } from "@cairn/schema/webhooks";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { presentDelivery } from "./present.js";
import { hookOr404 } from "./scope.js";
import { listDeliveries } from "./webhooks.repo.js";

/** `GET /api/webhooks/{webhookId}/deliveries`: the hook's delivery log, the newest first. */
export const deliveries = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/webhooks/{webhookId}/deliveries",
      summary: "A webhook's delivery log, the newest first",
    },
    access: access.staff(),
  })
  .input(webhookDeliveriesInput)
  .output(z.array(webhookDelivery))
  .query(async ({ ctx, input }) => {
    const hook = await hookOr404(ctx.db, ctx.user, input.webhookId);
    const rows = await listDeliveries(ctx.db, hook.id, input.limit);
    return rows.map((row) => presentDelivery(row, ctx.user));
  });
