import type { Label } from "@cairn/schema/labels";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTRPC } from "../../lib/api";
import { labelsQuery } from "./queries";

/**
 * A project's labels (docs/tasks.md, "Labels"), by id. Someone else's new label reaches this
 * screen on a task's board event before the list does: `refreshFor` reads the list again when
 * a task names a label it does not know.
 */
export function useLabels(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useMemo(() => labelsQuery(trpc, projectId), [trpc, projectId]);
  const query = useQuery(options);
  const byId = useMemo(
    () => new Map<number, Label>((query.data ?? []).map((label) => [label.id, label])),
    [query.data],
  );
  const queryKey = options.queryKey;
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey }),
    [queryClient, queryKey],
  );
  return { query, labels: query.data ?? [], byId, refresh };
}
export type LabelsState = ReturnType<typeof useLabels>;
