import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isAppError } from "./errors.js";

/**
 * The contract's query defaults (docs/product.md §7): no automatic retries, no refetch on window focus or
 * reconnect, no interval refetch (screens add their own polls), data never stale.
 * A 401 from any query or mutation calls `onUnauthorized` (the apps clear `pmo-user`).
 */
export function createQueryClient(options: { onUnauthorized?: () => void } = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isAppError(error, "UNAUTHORIZED")) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
