/**
 * The users' server calls, named once: the admin's Users tab (users-tab.tsx) reads a page of
 * users and writes their details and access; the add-user dialog (add-user-dialog.tsx) creates
 * an account or an invitation. After each write the users and the overview's counters read
 * again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { type UsersView, usersQuery } from "./users-model";

type Trpc = Api["trpc"];

/** One page of users, as the tab's view asks. */
export function usersPageQuery(trpc: Trpc, view: UsersView) {
  return trpc.users.list.queryOptions(usersQuery(view));
}

/** A user's details, role or access. */
export function updateUserMutation(trpc: Trpc) {
  return trpc.users.update.mutationOptions();
}

/** An account with the password typed. */
export function createUserMutation(trpc: Trpc) {
  return trpc.users.create.mutationOptions();
}

/** An account the person finishes through an invitation link. */
export function inviteUserMutation(trpc: Trpc) {
  return trpc.users.invite.mutationOptions();
}

/** After a write: the users and the overview read again; settles once both are back. */
export function useUsersChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.users.pathFilter()),
      queryClient.invalidateQueries(trpc.overview.pathFilter()),
    ]);
}
