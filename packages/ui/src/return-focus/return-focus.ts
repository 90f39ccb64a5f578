import { useCallback, useRef } from "react";

/**
 * Focus return for a dialog opened without a Radix `DialogTrigger` (from a menu, a toast, a
 * page button through state): remembers what had focus when `open` turned true and gives it
 * back on close. Pass the result as the content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const saved = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    const active = document.activeElement;
    saved.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return useCallback((event: Event) => {
    const target = saved.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
