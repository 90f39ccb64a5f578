import { z } from "zod";
import { access } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { claimLink, createLinkCode } from "./chat-accounts.repo.js";

const PLATFORM_NAMES = { slack: "Slack", "microsoft-teams": "Microsoft Teams" } as const;

export const linkInput = z.union(
  [
    /** The token of the link the Slack bot sent (the last part of `/link-chat/<token>`). */
    z.strictObject({
      token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "is not a valid link" }),
    }),
    /** Ask for a code to say to the Teams bot. */
    z.strictObject({ platform: z.literal("microsoft-teams") }),
  ],
  { error: "must hold the link's token, or platform microsoft-teams to get a code" },
);

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
        message: "Send this to @Cairn in a Teams channel within the hour; it works once.",
        say: `link ${code}`,
        expiresAt,
      };
    }
    const outcome = await claimLink(ctx.db, input.token, ctx.user.id, ctx.now());
    if (!outcome.linked) {
      throw appError(
        outcome.why === "unknown" ? "NOT_FOUND" : "CONFLICT",
        outcome.why === "unknown"
          ? "This link is not valid: ask the bot again for a new one."
          : outcome.why === "used"
            ? "This link was already used. Ask the bot again if your account is not linked."
            : "This link has expired: ask the bot again for a new one.",
      );
    }
    const where = PLATFORM_NAMES[outcome.platform];
    return {
      platform: outcome.platform,
      linked: true,
      message: `Your ${where} account${outcome.name ? ` ${outcome.name}` : ""} is linked: ask /cairn anything in ${where}.`,
    };
  });
