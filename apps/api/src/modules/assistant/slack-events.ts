import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { enqueue } from "../outbox/outbox.repo.js";
import { ASSISTANT_LINK } from "./chat-delivery.js";
import {
  askerOf,
  dashboardBase,
  enqueueChat,
  linkText,
  SLACK_UPLOAD,
  verifiedSlackBody,
  withinAllowance,
} from "./slack/slack-request.js";

const eventBody = z.looseObject({
  type: z.string(),
  challenge: z.string().optional(),
  team_id: z.string().optional(),
  event: z
    .looseObject({
      type: z.string(),
      user: z.string().optional(),
      text: z.string().optional(),
      channel: z.string().optional(),
    })
    .optional(),
});

/** `<@U123ABC>` mentions of the bot, taken out of the question. */
function withoutMentions(text: string): string {
  return text
    .replace(/<@[A-Z0-9]+(\|[^>]*)?>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * `POST /api/integrations/slack/events`: the Events API (api.slack.com/apis/events-api) — the
 * URL check once, then app mentions. Acknowledged at once; the answer is posted privately to the
 * person who mentioned the bot (`chat.postEphemeral`): a channel may hold people who may not see
 * what their account may. Slack's retries of an event (`X-Slack-Retry-Num`) are acknowledged and
 * not answered twice.
 */
export const slackEvents = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/integrations/slack/events",
      summary:
        "Slack's Events API: the URL check and @Cairn mentions, signed with the signing secret",
      status: 200,
      upload: SLACK_UPLOAD,
    },
    access: access.anyone(),
  })
  .input(z.strictObject({}).prefault({}))
  .output(z.object({ challenge: z.string().optional(), ok: z.boolean() }))
  .mutation(async ({ ctx }) => {
    const raw = await verifiedSlackBody(ctx);
    const parsed = eventBody.safeParse(safeJson(raw));
    if (!parsed.success) return { ok: false };
    const body = parsed.data;
    if (body.type === "url_verification") return { challenge: body.challenge ?? "", ok: true };
    if (ctx.req.headers["x-slack-retry-num"] !== undefined) return { ok: true };
    const event = body.event;
    if (
      body.type !== "event_callback" ||
      event?.type !== "app_mention" ||
      !event.user ||
      !event.channel
    ) {
      return { ok: true };
    }
    const who = {
      platform: "slack" as const,
      workspaceId: body.team_id ?? "",
      externalUserId: event.user,
    };
    const asker = await askerOf(ctx, who);
    if (!asker.linked) {
      // Said privately, by the same route as an answer: the link is for this person only.
      await enqueue(ctx.db, ASSISTANT_LINK, {
        channel: event.channel,
        slackUser: event.user,
        text: linkText(asker.linkUrl, "Slack"),
      });
      ctx.req.server.outbox.wake();
      return { ok: true };
    }
    if (!(await withinAllowance(ctx, asker.user))) return { ok: true };
    await enqueueChat(ctx, {
      userId: asker.user.id,
      ask: { question: withoutMentions(event.text ?? "").slice(0, 500) || "help" },
      base: dashboardBase(ctx, asker.user),
      reply: { kind: "ephemeral", channel: event.channel, slackUser: event.user },
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
