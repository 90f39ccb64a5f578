import { createQueryClient } from "@cairn/api-client/query-client";
import { type Api, createApi } from "@cairn/api-client/trpc";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useState } from "react";

/** Raised on `window` when any call answers 401: the session gate shows the signed-out text. */
export const UNAUTHORIZED_EVENT = "cairn:unauthorized";

const ApiContext = createContext<Api | null>(null);

export interface ApiClients extends Api {
  queryClient: QueryClient;
}

/** One query client (the contract's defaults: no retries, no refetch on focus, never stale). */
export function createApiClients(): ApiClients {
  const queryClient = createQueryClient({
    onUnauthorized: () => window.dispatchEvent(new Event(UNAUTHORIZED_EVENT)),
  });
  return { queryClient, ...createApi(queryClient) };
}

export function ApiProvider({ clients, children }: { clients?: ApiClients; children: ReactNode }) {
  const [value] = useState(() => clients ?? createApiClients());
  return (
    <QueryClientProvider client={value.queryClient}>
      <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}

function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useTRPC() needs an <ApiProvider> above it");
  return api;
}

/** The options proxy: `useQuery(trpc.projects.list.queryOptions())`. */
export function useTRPC(): Api["trpc"] {
  return useApi().trpc;
}

/** The plain client, for calls outside React Query (rare). */
export function useTRPCClient(): Api["client"] {
  return useApi().client;
}
