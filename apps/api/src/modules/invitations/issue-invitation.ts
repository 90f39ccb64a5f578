/**
 * An invitation as a sender makes it: the invitation itself, and either the e-mail that carries
 * its link (SMTP_URL set: through the outbox, in the same transaction) or the link answered to
 * the sender to pass on (nothing is sent).
 */
import { INVITATION_PATH, type InvitationLink } from "@cairn/schema/invitations";
import type { Kysely } from "kysely";
import type { Context } from "../../core/context.js";
import type { Database } from "../../db/database.js";
import { enqueueEmail } from "../mail/outbox-email.js";
import { createInvitation } from "./create-invitation.js";
import { invitationEmail } from "./invitation-email.js";

/**
 * Where links point: DASHBOARD_URL or PUBLIC_URL. Without either (development, tests; never in
 * production, and never with SMTP_URL — env.ts refuses both) this request's own origin, which
 * only its own sender sees.
 */
export function linkOrigin(ctx: Pick<Context, "config" | "req">): string {
  return ctx.config.dashboardOrigin ?? `${ctx.req.protocol}://${ctx.req.host}`;
}

export function invitationUrl(origin: string, token: string): string {
  return `${origin}${INVITATION_PATH}/${token}`;
}

export async function issueInvitation(
  trx: Kysely<Database>,
  ctx: Pick<Context, "config" | "req" | "now">,
  input: {
    user: { id: number; email: string; firstName: string | null; username: string };
    createdBy: number | null;
    invitedBy: string | null;
  },
): Promise<InvitationLink> {
  const now = ctx.now();
  const { token, expiresAt } = await createInvitation(trx, {
    userId: input.user.id,
    createdBy: input.createdBy,
    now,
  });
  const url = invitationUrl(linkOrigin(ctx), token);
  if (!ctx.config.mail) {
    return { url, expiresAt: expiresAt.toISOString(), emailed: false, email: input.user.email };
  }
  const message = invitationEmail({
    to: input.user.email,
    firstName: input.user.firstName,
    username: input.user.username,
    url,
    expiresAt,
    invitedBy: input.invitedBy,
  });
  await enqueueEmail(trx, ctx.req.server.secretBox, message, now);
  // The link is for the invited person's eyes: the sender learns only that it went out.
  return { url: null, expiresAt: expiresAt.toISOString(), emailed: true, email: input.user.email };
}
