import { Button } from "@cairn/ui/button";
import { SearchIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";

// The palette (and its search) loads the first time it is opened: the dashboard's first load
// does not carry it.
const loadPalette = () => import("./command-palette");
const CommandPalette = lazy(loadPalette);

/** Ctrl-K, or ⌘-K on a Mac: the palette's shortcut everywhere in the dashboard. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
): boolean {
  return (
    event.key.toLowerCase() === "k" &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/**
 * The header's Search button and the Ctrl/⌘-K shortcut, which open the command palette
 * (docs/search.md) from anywhere in the dashboard.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl-K (its search bar) gives way to the palette.
      event.preventDefault();
      setLoaded(true);
      setOpen((current) => !current);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-keyshortcuts="Control+K Meta+K"
        // A 44 px square icon button on phones, where the header has no room to spare.
        className="text-muted-foreground max-sm:size-11 max-sm:px-0"
        onClick={show}
        // Fetch the palette's code as soon as a pointer or focus comes near.
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
      >
        <SearchIcon aria-hidden="true" />
        <span className="max-md:sr-only">Search</span>
        {/* The shortcut, shown; `aria-keyshortcuts` tells it to assistive technology. */}
        <span
          aria-hidden="true"
          className="hidden rounded border border-border px-1 font-mono text-[0.7rem] leading-4 md:inline"
        >
          Ctrl K
        </span>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
