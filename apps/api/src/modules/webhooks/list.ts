import { webhook, webhookListInput } from "@cairn/schema/webhooks";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { presentHook } from "./present.js";
import { lastDeliveries, listHooks } from "./webhooks.repo.js";

/**
 * `GET /api/webhooks` (staff): an administrator's view is every hook (or only their own with
 * `mine=true`), a consultant's their own; each with its status and latest delivery.
 */
export const list = authedProcedure
  .meta({
    rest: { method: "GET", path: "/webhooks", summary: "Webhooks, with their latest delivery" },
    access: access.staff(),
  })
  .input(webhookListInput)
  .output(z.array(webhook))
  .query(async ({ ctx, input }) => {
    const ownOnly = ctx.user.role !== "admin" || input.mine === true;
    const hooks = await listHooks(ctx.db, ownOnly ? ctx.user.id : undefined);
    const last = await lastDeliveries(
      ctx.db,
      hooks.map((hook) => hook.id),
    );
    return hooks.map((hook) => presentHook(hook, last.get(hook.id), ctx.user));
  });
