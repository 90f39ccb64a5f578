import { apiRequest, errorMessage } from "@cairn/api-client/rest";
import {
  GOALS,
  INDUSTRIES,
  PAIN_POINTS,
  teamSizeProblem,
  WIZARD_LIST_DEFAULTS,
  WIZARD_TOOLS,
} from "@cairn/schema/constants";
import { SetupWizard, type WizardPlan, type WizardRequest } from "@cairn/ui/setup-wizard";
import { toast } from "@cairn/ui/toast";
import { readSavedUser, setStartTourFlag } from "../lib/session";

export interface WizardHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Start Onboarding Tour with nobody signed in: the login dialog takes over. */
  onNeedLogin: () => void;
}

const options = {
  industries: INDUSTRIES,
  tools: WIZARD_TOOLS,
  painPoints: PAIN_POINTS,
  goals: GOALS,
};

/** The AI PMO Setup Wizard wired to `POST /api/ai-wizard/recommendations` (docs/product.md §2.5, §4). */
export default function WizardHost({ open, onOpenChange, onNeedLogin }: WizardHostProps) {
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
      teamSizeProblem={teamSizeProblem}
      onStartTour={onStartTour}
    />
  );
}
