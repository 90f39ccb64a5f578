import { PartyPopperIcon, XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type CSSProperties, useEffect, useLayoutEffect, useState } from "react";
import { Button } from "../../button/button.js";
import { cn } from "../../cn/cn.js";
import { useReturnFocus } from "../../return-focus/return-focus.js";

export interface OnboardingTourStep {
  id: string;
  title: string;
  description: string;
  /** A hint of what to do next, shown under the description. */
  action?: string;
  /** A CSS selector of the element the step highlights. */
  target: string;
  /** Where the panel sits relative to the target on wide screens. */
  position: "top" | "bottom" | "left" | "right";
}

export interface OnboardingTourProps {
  open: boolean;
  steps: readonly OnboardingTourStep[];
  /** After Finish: the completion panel shows for `completeDelayMs`, then this is called. */
  onComplete: () => void;
  /** Skip, the close icon, Escape or a click on the backdrop. */
  onDismiss: () => void;
  completeTitle?: string;
  completeDescription?: string;
  /** How long the completion panel stays (docs/product.md §9: 2000 ms). */
  completeDelayMs?: number;
  /** How long the target's highlight ring shows (docs/product.md §9: 2000 ms). */
  highlightMs?: number;
}

interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PANEL_WIDTH = 360;
const GAP = 12;
const PAD = 6;

function measure(selector: string): Rect | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const { top, left, width, height } = element.getBoundingClientRect();
  if (width === 0 && height === 0) return null;
  return { top: top - PAD, left: left - PAD, width: width + PAD * 2, height: height + PAD * 2 };
}

/** Where the panel goes: beside the target on wide screens, at the bottom otherwise. */
function panelStyle(rect: Rect | null, position: OnboardingTourStep["position"]): CSSProperties {
  const viewportWidth = window.innerWidth;
  if (!rect) return {};
  const clampLeft = (left: number) =>
    Math.min(Math.max(left, 16), viewportWidth - PANEL_WIDTH - 16);
  const centreX = rect.left + rect.width / 2 - PANEL_WIDTH / 2;
  switch (position) {
    case "top":
      return {
        top: Math.max(rect.top - GAP, 16),
        left: clampLeft(centreX),
        transform: "translateY(-100%)",
      };
    case "left":
      return {
        top: rect.top + rect.height / 2,
        left: clampLeft(rect.left - GAP - PANEL_WIDTH),
        transform: "translateY(-50%)",
      };
    case "right":
      return {
        top: rect.top + rect.height / 2,
        left: clampLeft(rect.left + rect.width + GAP),
        transform: "translateY(-50%)",
      };
    default:
      return {
        top: Math.min(rect.top + rect.height + GAP, window.innerHeight - 240),
        left: clampLeft(centreX),
      };
  }
}

/**
 * A guided tour (docs/product.md §2.6, §4 Tour): a modal panel per step that highlights its target,
 * with Next, Previous, Finish (then a 'Tour Complete!' panel), Skip and a close icon.
 * Escape and a click on the backdrop close it too. Storage of the outcome is the caller's.
 */
export function OnboardingTour({
  open,
  steps,
  onComplete,
  onDismiss,
  completeTitle = "Tour Complete!",
  completeDescription = "You're all set to start using the product effectively.",
  completeDelayMs = 2000,
  highlightMs = 2000,
}: OnboardingTourProps) {
  const [index, setIndex] = useState(0);
  const [finished, setFinished] = useState(false);
  const [rect, setRect] = useState<Rect | null>(null);
  const [highlighting, setHighlighting] = useState(false);
  const step = steps[Math.min(index, steps.length - 1)];
  const onCloseAutoFocus = useReturnFocus(open);

  useEffect(() => {
    if (!open) {
      setIndex(0);
      setFinished(false);
    }
  }, [open]);

  // Scroll the target to the centre, then follow it while the page moves.
  useLayoutEffect(() => {
    if (!open || !step || finished) return;
    const element = document.querySelector(step.target);
    element?.scrollIntoView({ block: "center", inline: "nearest" });
    const update = () => setRect(measure(step.target));
    update();
    setHighlighting(true);
    const timer = window.setTimeout(() => setHighlighting(false), highlightMs);
    window.addEventListener("resize", update);
    window.addEventListener("scroll", update, true);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
    };
  }, [open, step, finished, highlightMs]);

  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(onComplete, completeDelayMs);
    return () => window.clearTimeout(timer);
  }, [finished, completeDelayMs, onComplete]);

  if (!step) return null;
  const last = index >= steps.length - 1;
  const spotlight = rect && !finished;
  const placed = Boolean(spotlight) && window.innerWidth >= 640;

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !finished) onDismiss();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className={cn("fixed inset-0 z-50", spotlight ? "bg-transparent" : "bg-overlay")}
        />
        {spotlight ? (
          <div
            aria-hidden="true"
            data-testid="tour-spotlight"
            className={cn(
              "pointer-events-none fixed z-50 rounded-lg transition-all duration-300",
              highlighting && "outline-4 outline-offset-2 outline-primary",
            )}
            style={{
              top: rect.top,
              left: rect.left,
              width: rect.width,
              height: rect.height,
              boxShadow: "0 0 0 9999px var(--color-overlay)",
            }}
          />
        ) : null}
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed z-50 grid w-[calc(100%-2rem)] max-w-[360px] gap-3 rounded-xl border border-border",
            "bg-card p-5 text-card-foreground shadow-xl",
            placed
              ? ""
              : "bottom-4 left-1/2 -translate-x-1/2 sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2",
          )}
          style={placed ? panelStyle(rect, step.position) : undefined}
        >
          {finished ? (
            <div className="grid justify-items-center gap-2 py-2 text-center" role="status">
              <PartyPopperIcon aria-hidden="true" className="size-8 text-primary" />
              <DialogPrimitive.Title className="text-lg font-semibold">
                {completeTitle}
              </DialogPrimitive.Title>
              <p className="text-sm text-muted-foreground">{completeDescription}</p>
            </div>
          ) : (
            <>
              <div className="flex items-start justify-between gap-3 pr-6">
                <DialogPrimitive.Title className="text-base leading-tight font-semibold">
                  {step.title}
                </DialogPrimitive.Title>
              </div>
              <p className="text-sm text-muted-foreground">{step.description}</p>
              {step.action ? (
                <p className="rounded-md bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground">
                  {step.action}
                </p>
              ) : null}
              <div className="flex items-center justify-between gap-2 pt-1">
                <span className="text-xs text-muted-foreground">
                  Step {index + 1} of {steps.length}
                </span>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={onDismiss}>
                    Skip
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => setIndex((current) => Math.max(0, current - 1))}
                  >
                    Previous
                  </Button>
                  {last ? (
                    <Button size="sm" onClick={() => setFinished(true)}>
                      Finish
                    </Button>
                  ) : (
                    <Button size="sm" onClick={() => setIndex((current) => current + 1)}>
                      Next
                    </Button>
                  )}
                </div>
              </div>
              <DialogPrimitive.Close
                aria-label="Close tour"
                className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
              >
                <XIcon aria-hidden="true" className="size-4" />
              </DialogPrimitive.Close>
            </>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
