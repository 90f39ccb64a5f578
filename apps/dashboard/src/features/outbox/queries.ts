/**
 * The outbox, named once: its panel (outbox-panel.tsx) reads the messages waiting or failed,
 * polled, and retries a failed one, after which the outbox reads again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

type Trpc = Api["trpc"];

/** Read again as often as the admin panel's metrics. */
const OUTBOX_POLL_MS = 10_000;

/** The messages waiting or given up, with their counts. */
export function outboxQuery(trpc: Trpc) {
  return { ...trpc.outbox.list.queryOptions({}), refetchInterval: OUTBOX_POLL_MS };
}

export function retryMessageMutation(trpc: Trpc) {
  return trpc.outbox.retry.mutationOptions();
}

/** After a retry: the outbox reads again; settles once it is back. */
export function useOutboxChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.outbox.pathFilter());
}
