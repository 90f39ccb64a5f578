/**
 * The typed tRPC client of the apps, and the options proxy that turns each procedure into
 * TanStack Query options: `useQuery(trpc.users.list.queryOptions())`.
 */
import type { AppRouter } from "@cairn/api/router";
import type { QueryClient } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClient,
} from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { apiUrl } from "./origins.js";

export type { AppRouter };

export interface Api {
  client: TRPCClient<AppRouter>;
  trpc: TRPCOptionsProxy<AppRouter>;
}

/**
 * Queries and mutations go in batches over HTTP; subscriptions (live board changes) arrive as
 * server-sent events, which the browser's EventSource reconnects by itself.
 */
export function createApi(queryClient: QueryClient, options: { url?: string } = {}): Api {
  const url = options.url ?? apiUrl("/trpc");
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => operation.type === "subscription",
        true: httpSubscriptionLink({ url, eventSourceOptions: { withCredentials: true } }),
        false: httpBatchLink({
          url,
          fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
        }),
      }),
    ],
  });
  return { client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}
