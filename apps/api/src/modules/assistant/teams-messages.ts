import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { readBodyText } from "../../lib/read-body-text.js";
import { claimLinkCode, linkedUser } from "./chat-accounts.repo.js";
import { chatSecret } from "./chat-settings.js";
import { type Ask, respond } from "./respond.js";
import { dashboardBase, withinAllowance } from "./slack/slack-request.js";
import { toAdaptiveCard } from "./teams/adaptive-card.js";
import { staleActivity } from "./teams/replay.js";
import { firstSighting } from "./teams/seen-activities.repo.js";
import { verifyTeamsSignature } from "./teams/signature.js";

const TEAMS_BODY_MAX = 256 * 1024;

const activity = z.looseObject({
  type: z.string(),
  id: z.string().min(1).max(200),
  timestamp: z.string().max(64),
  text: z.string().optional(),
  from: z.looseObject({
    id: z.string(),
    name: z.string().optional(),
    aadObjectId: z.string().optional(),
  }),
  channelData: z.looseObject({ tenant: z.looseObject({ id: z.string() }).optional() }).optional(),
  conversation: z
    .looseObject({ id: z.string().optional(), tenantId: z.string().optional() })
    .optional(),
});

const teamsReply = z.object({
  type: z.literal("message"),
  text: z.string(),
  attachments: z.array(
    z.object({ contentType: z.string(), content: z.record(z.string(), z.unknown()) }),
  ),
});

/** The words of a Teams message: the bot's `<at>…</at>` mention and any markup taken out. */
export function teamsQuestion(text: string): string {
  return text
    .replace(/<at>.*?<\/at>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

function plainReply(text: string) {
  return { type: "message" as const, text, attachments: [] };
}

/**
 * `POST /api/integrations/microsoft-teams/messages`: a Teams outgoing webhook
 * (learn.microsoft.com/microsoftteams/platform/webhooks-and-connectors/how-to/add-outgoing-webhook):
 * `@Cairn …` in a channel, signed with the webhook's security token, answered in the same
 * request (Teams waits five seconds) with an Adaptive Card. A proposed action is confirmed by
 * replying "yes" (or cancelled with "no").
 */
export const teamsMessages = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/integrations/microsoft-teams/messages",
      summary: "A Teams outgoing webhook's message to @Cairn, signed with its security token",
      status: 200,
      upload: {
        description:
          "The Bot Framework activity exactly as Teams sends it (JSON), read raw: its " +
          "`Authorization: HMAC …` is checked over these bytes.",
        tooLarge: "The body is larger than 256 KiB",
        unsupportedType: "Not a request from Teams",
      },
    },
    access: access.anyone(),
  })
  .input(z.strictObject({}).prefault({}))
  .output(teamsReply)
  .mutation(async ({ ctx }) => {
    const body = await readBodyText(ctx.upload, TEAMS_BODY_MAX);
    const token = await chatSecret(
      ctx.db,
      ctx.req.server.secretBox,
      "Microsoft Teams",
      "securityToken",
    );
    if (!token) {
      throw appError(
        "UNAUTHORIZED",
        "Teams requests are not accepted: turn Microsoft Teams on and add the outgoing webhook's security token in Settings.",
      );
    }
    const authorization = ctx.req.headers.authorization;
    const check = verifyTeamsSignature({ securityToken: token, authorization, body });
    if (!check.ok) throw appError("UNAUTHORIZED", check.why);
    let parsed: z.infer<typeof activity>;
    try {
      parsed = activity.parse(JSON.parse(body));
    } catch {
      throw appError("BAD_REQUEST", "The body is not a Teams message activity.");
    }
    const who = {
      platform: "microsoft-teams" as const,
      workspaceId: parsed.channelData?.tenant?.id ?? parsed.conversation?.tenantId ?? "",
      externalUserId: parsed.from.aadObjectId ?? parsed.from.id,
    };
    const stale = staleActivity(parsed.timestamp, ctx.now());
    if (stale) throw appError("UNAUTHORIZED", stale);
    // An activity's id is unique within its conversation.
    const seen = [who.workspaceId, parsed.conversation?.id ?? "", parsed.id].join("|");
    if (!(await firstSighting(ctx.db, seen, ctx.now()))) {
      throw appError(
        "UNAUTHORIZED",
        "This message was answered already: it is not answered again.",
      );
    }
    const words = teamsQuestion(parsed.text ?? "");
    const user = await linkedUser(ctx.db, who);
    if (!user) {
      // The reply shows in the channel, so no link goes into it (whoever opened it first would
      // take the account): the person brings a code from Cairn instead.
      const code = /^link\s+([A-Za-z0-9]{8})$/i.exec(words)?.[1];
      if (code && (await claimLinkCode(ctx.db, who, code, ctx.now()))) {
        return plainReply("Linked: ask me about your projects, or say help.");
      }
      return plainReply(
        code
          ? "That code is not valid any more: ask Cairn for a new one."
          : "To use Cairn in Teams, link your account: in Cairn, open the assistant and choose Link Teams, then send me the words it shows (link and a code).",
      );
    }
    if (!(await withinAllowance(ctx, user))) {
      return plainReply("That is a lot of questions at once: please wait a minute.");
    }
    const ask: Ask = /^(yes|y|confirm|do it)$/i.test(words)
      ? { newest: true, confirm: true }
      : /^(no|n|cancel|stop)$/i.test(words)
        ? { newest: true, confirm: false }
        : { question: words.slice(0, 500) || "help" };
    const answer = await respond({ ...ctx, session: { id: 0, user } }, ask);
    return toAdaptiveCard(answer, dashboardBase(ctx, user));
  });
