import {
  consumeStartTourFlag,
  recordTourOutcome,
  type TourOutcome,
  tourOutcome,
} from "@cairn/api-client/session";
import { TIMINGS } from "@cairn/schema/constants";
import { OnboardingTour } from "@cairn/ui/widgets/onboarding-tour";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { dashboardTourFor } from "./dashboard-tour";

const TourContext = createContext<() => void>(() => {});

/** Opens the role's onboarding tour (the Tour button, the wizard's Start Onboarding Tour). */
export function useStartTour(): () => void {
  return useContext(TourContext);
}

/**
 * The dashboards' onboarding tour (docs/product.md §2.1, §4 Tour). The start_onboarding_tour flag is consumed
 * when a dashboard loads and opens the tour, unless an outcome (completed or skipped) is already
 * stored for the role, e.g. by the marketing site's tour. Asked for by hand, it always opens.
 */
export function TourHost({ role, children }: { role: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const steps = useMemo(() => dashboardTourFor(role), [role]);

  // Decided once per mount (the flag is gone after the first read, StrictMode re-runs effects).
  const wantsTour = useRef<boolean | null>(null);
  useEffect(() => {
    wantsTour.current ??= consumeStartTourFlag() && tourOutcome(role) === null;
    if (!wantsTour.current) return;
    // Like the landing page, give the page a moment to lay out before highlighting.
    const timer = window.setTimeout(() => {
      wantsTour.current = false;
      setOpen(true);
    }, TIMINGS.tourAfterLogin);
    return () => window.clearTimeout(timer);
  }, [role]);

  const finish = useCallback(
    (outcome: TourOutcome) => {
      recordTourOutcome(role, outcome);
      setOpen(false);
    },
    [role],
  );
  const onComplete = useCallback(() => finish("completed"), [finish]);
  const onDismiss = useCallback(() => finish("skipped"), [finish]);
  const start = useCallback(() => setOpen(true), []);

  return (
    <TourContext.Provider value={start}>
      {children}
      <OnboardingTour
        open={open}
        steps={steps}
        onComplete={onComplete}
        onDismiss={onDismiss}
        completeDelayMs={TIMINGS.tourCompleteClose}
        highlightMs={TIMINGS.tourHighlight}
      />
    </TourContext.Provider>
  );
}
