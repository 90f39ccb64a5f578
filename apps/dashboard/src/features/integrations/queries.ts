/**
 * The integrations, named once. The public integrations page (routes/public/integrations-page.tsx)
 * and the tool-stack's push section read the list; the cards (integration-card.tsx) switch and
 * test an integration and the settings dialog (settings-dialog.tsx) saves its settings. After
 * each change the answered integration replaces its card at once, then the list and any
 * monitoring view are read again (docs/product.md §7: "refreshes the list").
 */
import type { Api } from "@cairn/api-client/trpc";
import type { Integration } from "@cairn/schema/integrations";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** Every integration with its state and settings. */
export function integrationsQuery(trpc: Trpc) {
  return trpc.integrations.list.queryOptions();
}

/** Switching an integration on or off. */
export function toggleIntegrationMutation(trpc: Trpc) {
  return trpc.integrations.toggle.mutationOptions();
}

/** A test of the integration's connection; answers the integration as it now is. */
export function testIntegrationMutation(trpc: Trpc) {
  return trpc.integrations.test.mutationOptions();
}

export function updateSettingsMutation(trpc: Trpc) {
  return trpc.integrations.updateSettings.mutationOptions();
}

/**
 * After a change: `replace` puts the answered integration in the cached list, `refresh` reads
 * the list and the monitoring views again (settles once both are back).
 */
export function useIntegrationUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const replace = useCallback(
    (updated: Integration) => {
      queryClient.setQueryData(integrationsQuery(trpc).queryKey, (list) =>
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
