import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { nextShowMoreOffset, showMorePage, shownRows } from "./list-view";

/**
 * A list read a page at a time (SHOW_MORE_SIZE rows), each next page appended by `showMore`.
 * `queryKey` is the list's own tRPC key (`trpc.comments.list.queryKey({ taskId })`): what
 * invalidates the list reads every page shown again.
 */
export function useShowMore<T>({
  queryKey,
  fetchPage,
  enabled = true,
}: {
  queryKey: QueryKey;
  fetchPage: (page: { limit: number; offset: number }) => Promise<T[]>;
  enabled?: boolean;
}) {
  const query = useInfiniteQuery({
    // Below the list's key, apart from a plain query of it (whose data is one array).
    queryKey: [...queryKey, "show-more"],
    queryFn: ({ pageParam }) => fetchPage(showMorePage(pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, offset) => nextShowMoreOffset(last, offset),
    enabled,
  });
  const rows = useMemo(() => (query.data ? shownRows(query.data.pages) : []), [query.data]);
  return {
    query,
    rows,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
  };
}
