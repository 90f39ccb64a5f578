import { Button } from "@cairn/ui/button";
import { BotMessageSquareIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { PANEL_INPUT_ATTRIBUTE } from "./panel-input";

// The panel (its conversation, answers and linking) loads the first time it is opened: the
// dashboard's first load carries only this button.
const loadPanel = () => import("./assistant-panel");
const AssistantPanel = lazy(loadPanel);

/** Ctrl-/, or ⌘-/ on a Mac: the assistant's shortcut everywhere in the dashboard. */
export function isAssistantShortcut(
  event: Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "altKey">,
): boolean {
  // `code` covers layouts where "/" is a shifted key and `key` names something else.
  return (
    (event.key === "/" || event.code === "Slash") &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey
  );
}

/** True while the person types in a field other than the panel's: the shortcut leaves it be. */
export function isTypingElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.hasAttribute(PANEL_INPUT_ATTRIBUTE)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The header's Assistant button and the Ctrl/⌘-/ shortcut, which open the assistant panel
 * (docs/assistant.md) from anywhere in the dashboard.
 */
export function AssistantButton({ compact }: { compact?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAssistantShortcut(event) || isTypingElsewhere(event.target)) return;
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
        variant="ghost"
        size="sm"
        className={compact}
        aria-label="Assistant"
        aria-keyshortcuts="Control+/ Meta+/"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Fetch the panel's code as soon as a pointer or focus comes near.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <BotMessageSquareIcon aria-hidden="true" />
        <span className="hidden lg:inline">Assistant</span>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
