import { buttonVariants } from "@cairn/ui/button-variants";
import { cn } from "@cairn/ui/cn";
import { EllipsisIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * The header's "More" button: the links used less often (API access, webhooks; on a phone also
 * KPIs, templates, the AI Wizard, Help and the tour), so the header fits at 320 px whatever a role
 * sees. A native popover: it closes on Escape and on a click outside by itself, sits in the top
 * layer over everything, and is closed again when one of its items is chosen.
 */
export function MoreMenu({ compact, children }: { compact: string; children: ReactNode }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    // A chosen item (by click or Enter, which clicks too) leaves the menu closed behind it.
    const close = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest("a, button")) element?.hidePopover();
    };
    element?.addEventListener("click", close);
    return () => element?.removeEventListener("click", close);
  }, []);
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-label="More"
        className={buttonVariants({ variant: "ghost", size: "sm", className: compact })}
      >
        <EllipsisIcon aria-hidden="true" />
        <span className="hidden lg:inline">More</span>
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        aria-label="More"
        role="dialog"
        // Below the header, at its right edge (a popover is centred unless placed).
        className="fixed inset-auto top-14 right-2 m-0 min-w-48 rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md"
      >
        <nav aria-label="More" className="flex flex-col">
          {children}
        </nav>
      </div>
    </>
  );
}

/** A link's look inside the menu: full width, icon then label. */
export const MORE_ITEM = cn(
  buttonVariants({ variant: "ghost", size: "sm" }),
  "w-full justify-start gap-2",
);
