import { personName } from "@cairn/schema/users";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueue } from "../outbox/outbox.repo.js";
import { claimLink, createLinkCode, LINK_MINUTES, type LinkRefusal } from "./chat-accounts.repo.js";
import { ASSISTANT_LINKED, type LinkedMessage } from "./chat-delivery.js";

const PLATFORM_NAMES = { slack: "Slack", "microsoft-teams": "Microsoft Teams" } as const;

export const linkTokenParam = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "is not a valid link" }),
});

export const linkInput = z.union(
  [
    /** The token of the link the Slack bot sent (the last part of `/link-chat/<token>`). */
    linkTokenParam,
    /** Ask for a code to say to the Teams bot. */
    z.strictObject({ platform: z.literal("microsoft-teams") }),
  ],
  { error: "must hold the link's token, or platform microsoft-teams to get a code" },
);

/** What a link that links nothing is answered, when read or confirmed. */
export const REFUSALS: Record<LinkRefusal, { code: "NOT_FOUND" | "CONFLICT"; message: string }> = {
  unknown: {
    code: "NOT_FOUND",
    message: "This link is not valid: ask the bot again for a new one.",
  },
  used: {
    code: "CONFLICT",
    message: "This link was already used. Ask the bot again if your account is not linked.",
  },
  expired: { code: "CONFLICT", message: "This link has expired: ask the bot again for a new one." },
};

export const linkAnswer = z.object({
  platform: z.enum(["slack", "microsoft-teams"]),
  /** Set when a chat account was linked to the caller. */
  linked: z.boolean(),
  message: z.string(),
  /** What to send the Teams bot, and until when it works. */
  say: z.string().optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * `POST /api/assistant/links`: links a chat account to the signed-in person — by the one-time
 * link the Slack bot sent them, or by a code they ask for here and say to the Teams bot
 * (docs/assistant.md, "Linking").
 */
export const createLink = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/assistant/links",
      summary: "Link a Slack or Teams account to the signed-in account",
      status: 200,
    },
    access: access.signedIn(),
  })
  .input(linkInput)
  .output(linkAnswer)
  .mutation(async ({ ctx, input }) => {
    if ("platform" in input) {
      const { code, expiresAt } = await createLinkCode(
        ctx.db,
        input.platform,
        ctx.user.id,
        ctx.now(),
      );
      return {
        platform: input.platform,
        linked: false,
        message: `Send this to @Cairn in a Teams channel within ${LINK_MINUTES} minutes; it works once.`,
        say: `link ${code}`,
        expiresAt,
      };
    }
    const now = ctx.now();
    const outcome = await withTransaction(ctx.db, async (trx) => {
      const claimed = await claimLink(trx, input.token, ctx.user.id, now);
      // Told in Slack too, with the link, so that a link made by someone else is seen at once.
      if (claimed.linked && claimed.platform === "slack") {
        await enqueue(
          trx,
          ASSISTANT_LINKED,
          {
            slackUser: claimed.who.externalUserId,
            text: `Your Slack account is now linked to the Cairn account of ${personName(ctx.user)} (${ctx.user.username}): /cairn answers as them. If that was not you, tell your Cairn administrator.`,
          } satisfies LinkedMessage,
          now,
        );
      }
      return claimed;
    });
    if (!outcome.linked) {
      throw appError(REFUSALS[outcome.why].code, REFUSALS[outcome.why].message);
    }
    ctx.req.server.outbox.wake();
    const where = PLATFORM_NAMES[outcome.platform];
    return {
      platform: outcome.platform,
      linked: true,
      message: `Your ${where} account${outcome.name ? ` ${outcome.name}` : ""} is linked: ask /cairn anything in ${where}.`,
    };
  });
