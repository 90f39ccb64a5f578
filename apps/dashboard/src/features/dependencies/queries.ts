/**
 * A task's dependencies, named once (docs/dependencies.md): the task panel's section
 * (task-dependencies.tsx) reads what blocks the task and what it blocks, and its writers add and
 * take off blockers (add-blocker-dialog.tsx); a move to Done reads them first, fresh
 * (done-guard.tsx). Each write answers the task's new dependencies, stored as the query's data;
 * the other task's own list (its "Blocks") is read again when next shown, and the board's live
 * events read again the lists that name a task they changed.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { TaskDependencies } from "@cairn/schema/dependencies";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/**
 * What the task waits on and what waits on it. Its input names `taskId`, so a board event about
 * the task reads it again (features/board/query-keys.ts). A linked task's own changes (a blocker
 * done) name the other task, not this one: unlike the app's other reads, this one is read again
 * whenever it is shown anew, and a move to Done reads it afresh (`fetchQuery`).
 */
export function dependenciesQuery(trpc: Trpc, taskId: number) {
  return { ...trpc.dependencies.get.queryOptions({ taskId }), staleTime: 0 };
}

/**
 * Reads again every task's dependencies that name one of `taskIds` (the board's live events: a
 * blocker moved to Done elsewhere, a blocked task renamed), so an open panel follows them.
 * The others stay as they are.
 */
export function refreshDependenciesNaming(
  queryClient: QueryClient,
  trpc: Trpc,
  taskIds: ReadonlySet<number>,
): void {
  void queryClient.invalidateQueries({
    queryKey: trpc.dependencies.get.pathKey(),
    predicate: (query) => {
      const data = query.state.data as TaskDependencies | undefined;
      return (
        data !== undefined &&
        [...data.blockedBy, ...data.blocks].some((task) => taskIds.has(task.id))
      );
    },
  });
}

/**
 * The tasks a blocker is chosen from: the project's board, the very read the project page holds
 * (the same key as features/board/queries.ts's `projectQueries().board`, so both share one
 * cached answer). Named here rather than imported, since the board asks this feature before a
 * move to Done: a feature pair may not import each other.
 */
export function blockerChoicesQuery(trpc: Trpc, projectId: number) {
  return trpc.board.get.queryOptions({ projectId });
}

/**
 * After a blocker was added or taken off `taskId`: the answer (the task's dependencies now) is
 * stored at once, and the blocker's own dependencies, which list this task under "Blocks", are
 * read again (now if shown, else when next shown).
 */
function useStored(taskId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (next: TaskDependencies, blockerId: number) => {
    queryClient.setQueryData(dependenciesQuery(trpc, taskId).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: dependenciesQuery(trpc, blockerId).queryKey });
  };
}

/** `taskId` waits on a blocker from now on. */
export function useAddBlocker(taskId: number) {
  const trpc = useTRPC();
  const stored = useStored(taskId);
  return useMutation(
    trpc.dependencies.add.mutationOptions({
      onSuccess: (next, input) => stored(next, input.blockerId),
    }),
  );
}

/** `taskId` no longer waits on a blocker. */
export function useRemoveBlocker(taskId: number) {
  const trpc = useTRPC();
  const stored = useStored(taskId);
  return useMutation(
    trpc.dependencies.remove.mutationOptions({
      onSuccess: (next, input) => stored(next, input.blockerId),
    }),
  );
}
