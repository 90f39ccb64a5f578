import { errorMessage } from "@cairn/api-client/errors";
import { requestWizardPlan } from "@cairn/api-client/wizard";
import { SetupWizardHost } from "@cairn/ui/widgets/setup-wizard";

/** The AI PMO Setup Wizard (docs/product.md §2.5) for staff planning a client's PMO from the dashboard. */
export default function WizardDialog({
  open,
  onOpenChange,
  onStartTour,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStartTour: () => void;
}) {
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
