import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { type ListView, refine } from "./list-view";
import { useDebouncedValue } from "./use-debounced-value";

/** How long the search box waits after the last key before it asks the API. */
const SEARCH_DELAY_MS = 300;

/** A list's view and its page of rows, with what its toolbar, headers and pager change. */
export interface PagedList<View extends ListView<string>, Row, E = unknown> {
  view: View;
  setView: Dispatch<SetStateAction<View>>;
  /** What the search box holds now; `view.q` follows it once typing pauses. */
  search: string;
  setSearch: (search: string) => void;
  /** The page's query, `pageOf` its rows; the page before stays shown while the next loads. */
  query: UseQueryResult<Row[], E>;
  setPage: (page: number) => void;
  /** A click on a column's header. */
  sortBy: (column: View["sort"]) => void;
  /** "Clear search and filters": the box emptied and the view as it first was. */
  clear: () => void;
}

/**
 * The state and request of a list searched, sorted and paged on the server (lib/list-view.ts),
 * which the leads, users and projects tables each held alike: the search box debounced into
 * the view, a change of search or filter back to the first page, and the previous page kept on
 * screen while the next one loads (rather than a skeleton flashing at every key or page).
 * parts/list-controls.tsx's `PagedTable` draws its states and pager.
 */
export function usePagedList<
  View extends ListView<string>,
  Row,
  E = unknown,
  Key extends QueryKey = QueryKey,
>({
  initial,
  initialSearch = "",
  sort,
  queryOptions,
}: {
  initial: View;
  /** The search the list opens with (a link's `?person=`); Clear still empties it. */
  initialSearch?: string;
  /** The list's `toggleSort`, with its own newest-first columns. */
  sort: (view: View, column: View["sort"]) => View;
  /** The list endpoint's tRPC options for a view (`trpc.users.list.queryOptions(…)`). */
  queryOptions: (view: View) => UseQueryOptions<Row[], E, Row[], Key>;
}): PagedList<View, Row, E> {
  const [view, setView] = useState<View>(() => ({ ...initial, q: initialSearch }));
  const [search, setSearch] = useState(initialSearch);
  const settled = useDebouncedValue(search, SEARCH_DELAY_MS);
  useEffect(
    () => setView((current) => refine(current, { q: settled } as Partial<View>)),
    [settled],
  );
  const query = useQuery({ ...queryOptions(view), placeholderData: keepPreviousData });
  return {
    view,
    setView,
    search,
    setSearch,
    query,
    setPage: (page) => setView((current) => ({ ...current, page })),
    sortBy: (column) => setView((current) => sort(current, column)),
    clear: () => {
      setSearch("");
      setView(initial);
    },
  };
}
