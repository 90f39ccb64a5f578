/**
 * A task's comments, named once: the section (task-comments.tsx) reads the thread a page at a
 * time, who may be mentioned and whether the person follows the task, and writes comments
 * (new, edited, deleted) and following. After a comment changes, the thread and the following
 * state read again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "../../lib/api";
import { useShowMore } from "../../lib/use-show-more";

type Trpc = Api["trpc"];

/** The thread, oldest first, a page at a time: a long one does not come down whole. */
export function useCommentThread(taskId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useShowMore({
    queryKey: trpc.comments.list.queryKey({ taskId }),
    fetchPage: (page) => client.comments.list.query({ taskId, ...page }),
  });
}

/** The people a comment may mention (asked only by those who may write). */
export function mentionableQuery(trpc: Trpc, taskId: number, enabled: boolean) {
  return { ...trpc.comments.listMentionable.queryOptions({ taskId }), enabled };
}

/** Whether the person follows the task, and how many do. */
export function followingQuery(trpc: Trpc, taskId: number) {
  return trpc.comments.following.queryOptions({ taskId });
}

/** Reads the thread and the following state again; settles once both are back. */
export function useRefreshComments(taskId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.comments.list.queryKey({ taskId }) }),
      queryClient.invalidateQueries({ queryKey: followingQuery(trpc, taskId).queryKey }),
    ]);
  };
}

/** A new comment; the thread reads again once it is saved. */
export function useCreateComment(taskId: number) {
  const trpc = useTRPC();
  const refresh = useRefreshComments(taskId);
  return useMutation(trpc.comments.create.mutationOptions({ onSuccess: refresh }));
}

export function updateCommentMutation(trpc: Trpc) {
  return trpc.comments.update.mutationOptions();
}

export function removeCommentMutation(trpc: Trpc) {
  return trpc.comments.remove.mutationOptions();
}

/** Following and unfollowing answer the new state, which `useSetFollowing` stores as is. */
export function followMutation(trpc: Trpc) {
  return trpc.comments.follow.mutationOptions();
}

export function unfollowMutation(trpc: Trpc) {
  return trpc.comments.unfollow.mutationOptions();
}

export function useSetFollowing(taskId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (next: { following: boolean; followers: number }) =>
    queryClient.setQueryData(followingQuery(trpc, taskId).queryKey, next);
}
