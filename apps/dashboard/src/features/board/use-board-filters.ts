import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type BoardFilters, filtersFromParams, filtersToParams } from "./board-filters";

/**
 * The board's filters, kept in the address (docs/tasks.md, "Filters"): a shared link or a
 * reload shows the same filtered board. Changing them replaces the history entry rather than
 * adding one per keystroke.
 */
export function useBoardFilters(): [BoardFilters, (next: BoardFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: BoardFilters) =>
      setParams((previous) => filtersToParams(next, previous), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [filters, setFilters];
}
