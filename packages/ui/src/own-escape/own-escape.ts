import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Escape that means "cancel this" for a control inside a dialog or sheet — close a list, stop
 * renaming — rather than "close the dialog". Radix dialogs hear Escape on the document in the
 * capture phase, before any handler of the control; this listens on the window in the capture
 * phase, which comes first. When the key is pressed inside `ref`'s element and `handle` returns
 * true (it did something with it), the key goes no further: not to the dialog, nor to an outer
 * guard (the first one mounted is asked first, so an inner control's guard wins).
 */
export function useOwnEscape(ref: RefObject<HTMLElement | null>, handle: () => boolean): void {
  const latest = useRef(handle);
  useLayoutEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = ref.current;
      if (event.key !== "Escape" || !element || !(event.target instanceof Node)) return;
      if (!element.contains(event.target) || !latest.current()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [ref]);
}
