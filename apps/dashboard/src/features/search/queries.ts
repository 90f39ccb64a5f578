/**
 * Search, named once: the command palette (command-palette.tsx) reads the results for the words
 * typed. It writes nothing.
 */
import type { Api } from "@cairn/api-client/trpc";
import { keepPreviousData } from "@tanstack/react-query";

type Trpc = Api["trpc"];

/** The first few results of each kind for `q`, asked only when `enabled` (words long enough). */
export function searchQuery(trpc: Trpc, q: string, enabled: boolean) {
  return {
    ...trpc.search.search.queryOptions({ q, limit: 5 }),
    enabled,
    // While the next words are on their way the last answer stays, dimmed; an answer to older
    // words is cached under those words and never shown for the new ones.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  };
}
