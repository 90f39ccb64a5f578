import { dashboardUrl } from "@cairn/api-client/origins";
import { dashboardPath, recordTourOutcome, type TourOutcome } from "@cairn/api-client/session";
import { OnboardingTour } from "@cairn/ui/widgets/onboarding-tour";
import { useMemo } from "react";
import { landingTourFor } from "./tour";

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
    recordTourOutcome(role, outcome);
    onClose();
    window.location.assign(dashboardUrl(dashboardPath(role)));
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
