/**
 * Invitations, named once: the public invitation page (routes/public/invitation-page.tsx) reads
 * the invitation a link carries, and its form (accept-invitation-form.tsx) accepts it with the
 * chosen password, which signs the person in.
 */
import type { Api } from "@cairn/api-client/trpc";

type Trpc = Api["trpc"];

/** Whose account the link opens; an expired, used or unknown link is not asked again. */
export function invitationQuery(trpc: Trpc, token: string) {
  return { ...trpc.invitations.get.queryOptions({ token }), retry: false };
}

export function acceptInvitationMutation(trpc: Trpc) {
  return trpc.invitations.accept.mutationOptions();
}
