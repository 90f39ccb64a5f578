import { useSyncExternalStore } from "react";

/**
 * Whether the browser says it is online, kept up to date (`online`/`offline` events). An open
 * live connection can outlast a network that went away, so what says "live" asks this too.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange);
      window.addEventListener("offline", onChange);
      return () => {
        window.removeEventListener("online", onChange);
        window.removeEventListener("offline", onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
