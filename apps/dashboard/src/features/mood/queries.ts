/**
 * A project's team mood, named once: the Mood tab (mood-tab.tsx) reads the entries and their
 * statistics over a period and adds an entry, after which the mood and the health (which counts
 * the mood) read again.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { MOOD_PERIODS } from "@cairn/schema/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];
type Period = (typeof MOOD_PERIODS)[number];

/** The period's entries and their statistics. */
export function moodQueries(trpc: Trpc, projectId: number, period: Period) {
  return {
    entries: trpc.mood.list.queryOptions({ project: projectId, period }),
    stats: trpc.mood.stats.queryOptions({ project: projectId, period }),
  };
}

export function createMoodEntryMutation(trpc: Trpc) {
  return trpc.mood.create.mutationOptions();
}

/** After an entry: the mood and the health read again; settles once both are back. */
export function useMoodAdded() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.mood.pathFilter()),
      queryClient.invalidateQueries(trpc.health.pathFilter()),
    ]);
}
