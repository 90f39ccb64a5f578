import { invitationInfo, invitationTokenParam } from "@cairn/schema/invitations";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { usableInvitation } from "./read-invitation.js";

/** What the invitation page shows: whose account it opens, and until when (public). */
export const get = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/invitations/{token}",
      summary: "Read an invitation: whose account it opens, and until when",
      gone: "The invitation expired or was already used",
    },
    access: access.anyone(),
  })
  .input(invitationTokenParam)
  .output(invitationInfo)
  .query(async ({ ctx, input }) => {
    const found = await usableInvitation(ctx.db, input.token, ctx.now());
    return {
      username: found.username,
      email: found.email,
      firstName: found.firstName,
      expiresAt: found.expiresAt,
    };
  });
