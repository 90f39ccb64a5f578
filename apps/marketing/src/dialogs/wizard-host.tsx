import { errorMessage } from "@cairn/api-client/rest";
import { readSavedUser, setStartTourFlag } from "@cairn/api-client/session";
import { requestWizardPlan } from "@cairn/api-client/wizard";
import { SetupWizardHost } from "@cairn/ui/setup-wizard";

export interface WizardHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Start Onboarding Tour with nobody signed in: the login dialog takes over. */
  onNeedLogin: () => void;
}

/** The AI PMO Setup Wizard on the public site (docs/product.md §2.5, §4). */
export default function WizardHost({ open, onOpenChange, onNeedLogin }: WizardHostProps) {
  function onStartTour() {
    if (!readSavedUser()) {
      onNeedLogin();
      return;
    }
    setStartTourFlag();
    onOpenChange(false);
    window.location.assign("/");
  }

  return (
    <SetupWizardHost
      open={open}
      onOpenChange={onOpenChange}
      requestPlan={requestWizardPlan}
      describeError={(error) =>
        errorMessage(error, "Failed to generate recommendations. Please try again.")
      }
      onStartTour={onStartTour}
    />
  );
}
