import { invitedUser, inviteUserInput } from "@cairn/schema/invitations";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { withTransaction } from "../../lib/transaction.js";
import { unusablePasswordHash } from "../auth/password.js";
import { issueInvitation } from "../invitations/issue-invitation.js";
import { inviterName } from "./inviter-name.js";
import { insertUser } from "./users.repo.js";

/**
 * A new account without a password (admin): its owner chooses one through an invitation, which
 * is e-mailed when SMTP_URL is set and otherwise answered for the admin to pass on. Until then
 * no password opens the account.
 */
export const invite = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/users/invite",
      summary: "Create an account and invite its owner to choose a password",
      status: 201,
    },
    access: access.admin(),
  })
  .input(inviteUserInput)
  .output(invitedUser)
  .mutation(({ ctx, input }) =>
    // The account, its invitation and its e-mail commit together or not at all.
    withTransaction(ctx.db, async (trx) => {
      const user = await insertUser(trx, { ...input, passwordHash: unusablePasswordHash() });
      const invitation = await issueInvitation(trx, ctx, {
        user,
        createdBy: ctx.user.id,
        invitedBy: inviterName(ctx.user),
      });
      return { user, invitation };
    }),
  );
