import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { previewLink } from "./chat-accounts.repo.js";
import { linkTokenParam, REFUSALS } from "./create-link.js";

/** Whose chat account a Slack link would link (`GET /api/assistant/links/{token}`). */
export const linkPreview = z.object({
  platform: z.enum(["slack", "microsoft-teams"]),
  /** The chat account: its name as the chat shows it, else its id. */
  chatUser: z.string(),
  /** The workspace it belongs to: its name when the chat gave it, else its id. */
  workspace: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * `GET /api/assistant/links/{token}`: the Slack account and workspace a link names, so that the
 * link page says whose chat account would answer as the signed-in person before they confirm
 * (someone could send their own link to another person). Reads; links nothing.
 */
export const readLink = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/assistant/links/{token}",
      summary: "The Slack account and workspace a link would link, before it is confirmed",
    },
    access: access.signedIn(),
  })
  .input(linkTokenParam)
  .output(linkPreview)
  .query(async ({ ctx, input }) => {
    const found = await previewLink(ctx.db, input.token, ctx.now());
    if (!found.ok) throw appError(REFUSALS[found.why].code, REFUSALS[found.why].message);
    const { link } = found;
    return {
      platform: link.platform,
      chatUser: link.externalName ? `@${link.externalName}` : link.externalUserId,
      workspace: link.workspaceName ?? link.workspaceId,
      expiresAt: new Date(link.expiresAt).toISOString(),
    };
  });
