import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { CANCEL_ACTION, CONFIRM_ACTION } from "./slack/block-kit.js";
import {
  askerOf,
  dashboardBase,
  enqueueChat,
  SLACK_UPLOAD,
  verifiedSlackBody,
} from "./slack/slack-request.js";

const blockActions = z.looseObject({
  type: z.literal("block_actions"),
  user: z.looseObject({ id: z.string() }),
  team: z.looseObject({ id: z.string() }).nullish(),
  response_url: z.string().optional(),
  actions: z.array(z.looseObject({ action_id: z.string(), value: z.string().optional() })),
});

/**
 * `POST /api/integrations/slack/interactions`: the Confirm and Cancel buttons of a proposed
 * action (api.slack.com/interactivity/handling). The proposal is settled as the linked account
 * that clicked — a button forwarded to someone else confirms nothing for them — and the message
 * is replaced with the outcome. Link buttons also arrive here and need nothing.
 */
export const slackInteractions = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/integrations/slack/interactions",
      summary: "Slack's interactivity requests: the assistant's Confirm and Cancel buttons",
      status: 200,
      upload: SLACK_UPLOAD,
    },
    access: access.anyone(),
  })
  .input(z.strictObject({}).prefault({}))
  .output(z.object({ ok: z.boolean() }))
  .mutation(async ({ ctx }) => {
    const form = new URLSearchParams(await verifiedSlackBody(ctx));
    const parsed = blockActions.safeParse(safeJson(form.get("payload") ?? ""));
    if (!parsed.success) return { ok: true };
    const payload = parsed.data;
    const action = payload.actions.find(
      (a) => a.action_id === CONFIRM_ACTION || a.action_id === CANCEL_ACTION,
    );
    if (!action?.value || !payload.response_url) return { ok: true };
    const asker = await askerOf(ctx, {
      platform: "slack",
      workspaceId: payload.team?.id ?? "",
      externalUserId: payload.user.id,
    });
    if (!asker.linked) return { ok: true };
    await enqueueChat(ctx, {
      userId: asker.user.id,
      ask: { confirmation: action.value, confirm: action.action_id === CONFIRM_ACTION },
      base: dashboardBase(ctx, asker.user),
      reply: { kind: "response_url", url: payload.response_url, replaceOriginal: true },
    });
    return { ok: true };
  });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
