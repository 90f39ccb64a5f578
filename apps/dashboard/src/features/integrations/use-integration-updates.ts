import type { Integration } from "@cairn/schema/integrations";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTRPC } from "../../lib/api";

/**
 * After a change: the answered integration replaces its card at once, then the list (and any
 * monitoring view) is fetched again (docs/product.md §7: "refreshes the list").
 */
export function useIntegrationUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const replace = useCallback(
    (updated: Integration) => {
      queryClient.setQueryData(trpc.integrations.list.queryKey(), (list) =>
        list?.map((integration) => (integration.name === updated.name ? updated : integration)),
      );
    },
    [queryClient, trpc],
  );
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.integrations.list.queryFilter()),
        queryClient.invalidateQueries(trpc.monitoring.pathFilter()),
      ]),
    [queryClient, trpc],
  );
  return useMemo(() => ({ replace, refresh }), [replace, refresh]);
}
