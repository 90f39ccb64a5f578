/**
 * The AI priority's server calls, named once: the Priority tab (priority-tab.tsx) asks for an
 * analysis of a project's tasks and accepts one recommendation or all of them, which writes the
 * tasks' priorities; the board, the task lists and the health then read again. The last
 * analysis is kept in the query cache (not asked again) while the person switches tabs.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { PriorityAnalysis } from "@cairn/schema/priority";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** The last analysis of a project, kept while the person switches tabs. */
function analysisKey(projectId: number) {
  return ["priority-analysis", projectId] as const;
}

/** The kept analysis: never fetched, only stored (null until one is made). */
export function analysisQuery(projectId: number) {
  return queryOptions<PriorityAnalysis | null>({
    queryKey: analysisKey(projectId),
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });
}

/** Changes the kept analysis. */
export function useSetAnalysis(projectId: number) {
  const queryClient = useQueryClient();
  const key = analysisKey(projectId);
  return (update: (current: PriorityAnalysis | null) => PriorityAnalysis | null) =>
    queryClient.setQueryData<PriorityAnalysis | null>(key, (current) => update(current ?? null));
}

export function analyzeMutation(trpc: Trpc) {
  return trpc.priority.analyze.mutationOptions();
}

/** One recommendation accepted: the task's new priority. */
export function setPriorityMutation(trpc: Trpc) {
  return trpc.tasks.setPriority.mutationOptions();
}

export function acceptAllMutation(trpc: Trpc) {
  return trpc.priority.acceptAll.mutationOptions();
}

/** After priorities changed: the project's board, every task list and the health read again. */
export function usePrioritiesChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.board.get.queryFilter({ projectId }));
    void queryClient.invalidateQueries(trpc.tasks.pathFilter());
    void queryClient.invalidateQueries(trpc.health.pathFilter());
  };
}
