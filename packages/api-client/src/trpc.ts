/**
 * The typed tRPC client of the apps, and the options proxy that turns each procedure into
 * TanStack Query options: `useQuery(trpc.users.list.queryOptions())`.
 */
import type { AppRouter } from "@cairn/api/router";
import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";

export type { AppRouter };

export interface Api {
  client: TRPCClient<AppRouter>;
  trpc: TRPCOptionsProxy<AppRouter>;
}

export function createApi(queryClient: QueryClient, options: { url?: string } = {}): Api {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: options.url ?? "/trpc",
        fetch: (url, init) => fetch(url, { ...init, credentials: "include" }),
      }),
    ],
  });
  return { client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}
