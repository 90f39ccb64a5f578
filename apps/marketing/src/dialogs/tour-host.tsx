import { dashboardPathFor } from "@cairn/schema/constants";
import { OnboardingTour } from "@cairn/ui/onboarding-tour";
import { useMemo } from "react";
import { landingTourFor, recordTourOutcome, type TourOutcome } from "../lib/tour";

export interface TourHostProps {
  open: boolean;
  role: string;
  onClose: () => void;
}

/**
 * The landing page's onboarding tour for the signed-in role (docs/product.md §2.6, §4 Tour). Its outcome
 * is stored as onboarding_{role}; then the role's dashboard opens.
 */
export default function TourHost({ open, role, onClose }: TourHostProps) {
  const steps = useMemo(() => landingTourFor(role), [role]);
  function finish(outcome: TourOutcome) {
    recordTourOutcome(window.localStorage, role, outcome);
    onClose();
    window.location.assign(dashboardPathFor(role));
  }
  return (
    <OnboardingTour
      open={open}
      steps={steps}
      onComplete={() => finish("completed")}
      onDismiss={() => finish("skipped")}
    />
  );
}
