/**
 * A project's roadmap, named once: the Roadmap tab (roadmap-tab.tsx) reads the milestones on
 * their timeline and moves them (one, or with the following ones), and the new-milestone dialog
 * (milestone-dialog.tsx) adds one. After each write the roadmap reads again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** The project's milestones, with today and the project's start for the timeline. */
export function roadmapQuery(trpc: Trpc, projectId: number) {
  return trpc.roadmap.get.queryOptions({ projectId });
}

export function createMilestoneMutation(trpc: Trpc) {
  return trpc.roadmap.create.mutationOptions();
}

/** A milestone's new dates (and, if asked, the following ones shifted as much). */
export function updateMilestoneMutation(trpc: Trpc) {
  return trpc.roadmap.update.mutationOptions();
}

/** After a change: the project's roadmap reads again; settles once it is back. */
export function useRoadmapChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: roadmapQuery(trpc, projectId).queryKey });
}
