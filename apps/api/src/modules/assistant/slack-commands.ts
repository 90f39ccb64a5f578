import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import {
  askerOf,
  dashboardBase,
  enqueueChat,
  linkText,
  SLACK_UPLOAD,
  verifiedSlackBody,
  withinAllowance,
} from "./slack/slack-request.js";

/** What Slack shows the person at once (an ephemeral message only they see). */
export const slackAck = z.object({
  response_type: z.literal("ephemeral"),
  text: z.string(),
});

/**
 * `POST /api/integrations/slack/commands`: `/cairn …` (api.slack.com/interactivity/slash-commands).
 * Answered at once — with the account link for a person not linked yet — while the answer is
 * computed and posted to the command's `response_url`, visible only to its asker.
 */
export const slackCommands = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/integrations/slack/commands",
      summary: "Slack's slash command /cairn, signed with the app's signing secret",
      status: 200,
      upload: SLACK_UPLOAD,
    },
    access: access.anyone(),
  })
  .input(z.strictObject({}).prefault({}))
  .output(slackAck)
  .mutation(async ({ ctx }) => {
    const form = new URLSearchParams(await verifiedSlackBody(ctx));
    const who = {
      platform: "slack" as const,
      workspaceId: form.get("team_id") ?? "",
      externalUserId: form.get("user_id") ?? "",
      name: form.get("user_name") ?? undefined,
      workspaceName: form.get("team_domain") ?? undefined,
    };
    const responseUrl = form.get("response_url") ?? "";
    const asker = await askerOf(ctx, who);
    if (!asker.linked) {
      return { response_type: "ephemeral" as const, text: linkText(asker.linkUrl, "Slack") };
    }
    if (!(await withinAllowance(ctx, asker.user))) {
      return {
        response_type: "ephemeral" as const,
        text: "That is a lot of questions at once: please wait a minute.",
      };
    }
    const question = (form.get("text") ?? "").trim() || "help";
    await enqueueChat(ctx, {
      userId: asker.user.id,
      ask: { question: question.slice(0, 500) },
      base: dashboardBase(ctx, asker.user),
      reply: { kind: "response_url", url: responseUrl, replaceOriginal: false },
    });
    return {
      response_type: "ephemeral" as const,
      text: `Looking into "${question.slice(0, 80)}"…`,
    };
  });
