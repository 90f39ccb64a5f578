import { errorMessage } from "@cairn/api-client/errors";
import { apiRequest } from "@cairn/api-client/rest";
import {
  GOALS,
  INDUSTRIES,
  PAIN_POINTS,
  WIZARD_LIST_DEFAULTS,
  WIZARD_TOOLS,
} from "@cairn/schema/constants";
import { SetupWizard, type WizardPlan, type WizardRequest } from "@cairn/ui/setup-wizard";
import { toast } from "@cairn/ui/toast";

const options = {
  industries: INDUSTRIES,
  tools: WIZARD_TOOLS,
  painPoints: PAIN_POINTS,
  goals: GOALS,
};

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
  async function onGenerate(request: WizardRequest): Promise<WizardPlan> {
    try {
      const response = await apiRequest("POST", "/api/ai-wizard/recommendations", request);
      const plan = (await response.json()) as WizardPlan;
      toast({
        title: "AI Recommendations Generated",
        description: "Your personalized PMO setup plan is ready!",
        variant: "success",
      });
      return plan;
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to generate recommendations. Please try again."),
        variant: "destructive",
      });
      throw error;
    }
  }

  return (
    <SetupWizard
      open={open}
      onOpenChange={onOpenChange}
      options={options}
      listDefaults={WIZARD_LIST_DEFAULTS}
      onGenerate={onGenerate}
      onValidationError={() =>
        toast({
          title: "Validation Error",
          description: "Please select an industry before proceeding.",
          variant: "destructive",
        })
      }
      onStartTour={onStartTour}
    />
  );
}
