import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The open tab lives in the address (`?tab=users`), so a reload or a shared link opens the same
 * tab. Unknown values fall back to the first tab.
 */
export function useTab<T extends string>(
  tabs: readonly T[],
  param = "tab",
): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const fallback = tabs[0] as T;
  const current = tabs.find((tab) => tab === raw) ?? fallback;
  const setTab = useCallback(
    (next: string) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === fallback) updated.delete(param);
          else updated.set(param, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, param, fallback],
  );
  return [current, setTab];
}

/** On small screens a long row of tabs wraps onto a second line instead of hiding tabs. */
export const WRAP_TABS = "max-sm:h-auto max-sm:flex-wrap max-sm:*:h-8";
