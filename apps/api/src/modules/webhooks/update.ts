import { updateWebhookInput, webhook } from "@cairn/schema/webhooks";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { presentHook } from "./present.js";
import { checkScope, checkUrl, hookOr404 } from "./scope.js";
import { getHook, lastDeliveries, updateHook } from "./webhooks.repo.js";

/**
 * `PATCH /api/webhooks/{webhookId}` (its owner, or an administrator): changes what is sent; a
 * field left out stays. Switching a hook on again clears why Cairn switched it off.
 */
export const update = authedProcedure
  .meta({
    rest: { method: "PATCH", path: "/webhooks/{webhookId}", summary: "Change a webhook" },
    access: access.staff(),
  })
  .input(updateWebhookInput)
  .output(webhook)
  .mutation(async ({ ctx, input }) => {
    const hook = await hookOr404(ctx.db, ctx.user, input.webhookId);
    const events = input.events ?? (hook.events as typeof input.events & string[]);
    const projects = input.projects ?? (hook.allProjects ? "all" : hook.projectIds);
    // The scope is checked against the owner's role: an administrator editing a consultant's
    // hook cannot give it more than its owner may have.
    const owner = { id: hook.ownerId, role: hook.ownerRole };
    const scope =
      input.projects !== undefined || input.events !== undefined
        ? await checkScope(ctx.db, owner, projects, events ?? [])
        : undefined;
    const url = input.url === undefined ? undefined : await checkUrl(ctx.db, input.url);
    const now = ctx.now();
    await updateHook(
      ctx.db,
      hook.id,
      {
        ...(url === undefined ? {} : { url }),
        ...(input.events === undefined ? {} : { events: input.events }),
        ...(scope ?? {}),
        ...(input.active === undefined ? {} : { active: input.active }),
      },
      now,
    );
    const saved = await getHook(ctx.db, hook.id);
    if (!saved) throw new Error("The webhook could not be read back.");
    const last = await lastDeliveries(ctx.db, [hook.id]);
    return presentHook(saved, last.get(hook.id), ctx.user);
  });
