import {
  GOALS,
  INDUSTRIES,
  PAIN_POINTS,
  WIZARD_LIST_DEFAULTS,
  WIZARD_TOOLS,
} from "@cairn/schema/constants";
import type { ReactNode } from "react";
import { toast } from "../../toast/toast-store.js";
import { SetupWizard } from "./setup-wizard.js";
import type { WizardPlan, WizardRequest } from "./wizard-state.js";

const OPTIONS = {
  industries: INDUSTRIES,
  tools: WIZARD_TOOLS,
  painPoints: PAIN_POINTS,
  goals: GOALS,
};

export interface SetupWizardHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asks the API for the plan (`@cairn/api-client/wizard`); this package never calls it. */
  requestPlan: (request: WizardRequest) => Promise<WizardPlan>;
  /** The sentence for a failed request, e.g. the API's own words. */
  describeError: (error: unknown) => string;
  onStartTour: () => void;
  /** Shown under the plan on the results step (`SetupWizard`'s `resultExtra`). */
  resultExtra?: ReactNode;
}

/**
 * The AI PMO Setup Wizard with the product's options and the toasts of docs/product.md §2.5 and
 * §4 Wizard, as both web apps show it.
 */
export function SetupWizardHost({
  open,
  onOpenChange,
  requestPlan,
  describeError,
  onStartTour,
  resultExtra,
}: SetupWizardHostProps) {
  async function onGenerate(request: WizardRequest): Promise<WizardPlan> {
    try {
      const plan = await requestPlan(request);
      toast({
        title: "AI Recommendations Generated",
        description: "Your personalized PMO setup plan is ready!",
        variant: "success",
      });
      return plan;
    } catch (error) {
      toast({ title: "Error", description: describeError(error), variant: "destructive" });
      throw error;
    }
  }

  return (
    <SetupWizard
      open={open}
      onOpenChange={onOpenChange}
      options={OPTIONS}
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
      resultExtra={resultExtra}
    />
  );
}
