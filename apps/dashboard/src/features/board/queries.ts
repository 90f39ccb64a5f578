/**
 * The board's server calls, named once. It reads a project with its board, members and
 * labels, and writes tasks (add, edit, delete from the task dialog), labels (labels-dialog.tsx),
 * a column's WIP limit (wip-limit-dialog.tsx) and its policy (column-policy-dialog.tsx). The
 * board (use-board.ts, use-labels.ts) and the project page (routes/project/project-detail-page.tsx)
 * use them, and boot (boot/prefetch-landing.ts) starts the project and board reads when a project
 * page is the first page loaded.
 * Moves and column reorders go through the plain client in use-board.ts, one call per change.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** A project page: the project and its board (use-board.ts reads the same). */
export function projectQueries(trpc: Trpc, projectId: number) {
  return {
    project: trpc.projects.get.queryOptions({ projectId }),
    board: trpc.board.get.queryOptions({ projectId }),
  };
}

/** The project's members: the names the board shows and whom a task can be assigned to. */
export function membersQuery(trpc: Trpc, projectId: number) {
  return trpc.projects.listMembers.queryOptions({ projectId });
}

/** The project's labels (use-labels.ts). */
export function labelsQuery(trpc: Trpc, projectId: number) {
  return trpc.labels.list.queryOptions({ projectId });
}

/** Reads the project's labels again; the promise settles once they are back. */
export function useRefreshLabels(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: labelsQuery(trpc, projectId).queryKey });
}

export function createLabelMutation(trpc: Trpc) {
  return trpc.labels.create.mutationOptions();
}

export function updateLabelMutation(trpc: Trpc) {
  return trpc.labels.update.mutationOptions();
}

/** Deleting a label: the labels read again, then `onRemoved`. */
export function useRemoveLabel(projectId: number, onRemoved: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshLabels(projectId);
  return useMutation(
    trpc.labels.remove.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onRemoved();
      },
    }),
  );
}

/** The task dialog's writes: a new task, an edited one, a deleted one. */
export function createTaskMutation(trpc: Trpc) {
  return trpc.tasks.create.mutationOptions();
}

export function updateTaskMutation(trpc: Trpc) {
  return trpc.tasks.update.mutationOptions();
}

export function removeTaskMutation(trpc: Trpc) {
  return trpc.tasks.remove.mutationOptions();
}

/** A column's WIP limit (none when null). */
export function setWipLimitMutation(trpc: Trpc) {
  return trpc.board.setWipLimit.mutationOptions();
}

/** A column's policy, its definition of done (none when the list is empty). */
export function setPolicyMutation(trpc: Trpc) {
  return trpc.board.setPolicy.mutationOptions();
}
