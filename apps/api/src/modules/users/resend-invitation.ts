import { invitationLink } from "@cairn/schema/invitations";
import { userIdParam } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { issueInvitation } from "../invitations/issue-invitation.js";
import { inviterName } from "./inviter-name.js";
import { getUser } from "./users.repo.js";

/**
 * A fresh invitation for an account (admin): the older unused links stop working. Also how an
 * admin lets someone who forgot their password choose a new one.
 */
export const resendInvitation = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/users/{userId}/invitation",
      summary: "Send a fresh invitation (older links stop working)",
      status: 201,
    },
    access: access.admin(),
  })
  .input(userIdParam)
  .output(invitationLink)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const user = await getUser(trx, input.userId);
      if (!user) throw appError("NOT_FOUND", `User ${input.userId} was not found.`);
      if (user.disabledAt !== null) {
        throw appError(
          "CONFLICT",
          "This account is disabled. Enable it before inviting its owner.",
        );
      }
      return issueInvitation(trx, ctx, {
        user,
        createdBy: ctx.user.id,
        invitedBy: inviterName(ctx.user),
      });
    }),
  );
