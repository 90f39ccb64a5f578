import { useEffect, useState } from "react";

/** Where a copy to the clipboard stands; "copied" and "failed" fall back to "idle" after 4 s. */
export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard on demand, and says how it went for a while, for a button's
 * label and a status line that screen readers announce (the plan's link, a request's address).
 */
export function useCopy(text: string): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }
  return { state, copy };
}
