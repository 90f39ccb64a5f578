import { savePlan } from "@cairn/api-client/plans";
import { errorMessage } from "@cairn/api-client/rest";
import { readSavedUser, setStartTourFlag } from "@cairn/api-client/session";
import type { WizardRequest } from "@cairn/schema/wizard";
import { SetupWizardHost } from "@cairn/ui/widgets/setup-wizard";
import { useState } from "react";
import { PlanLink } from "./plan-link";

export interface WizardHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Start Onboarding Tour with nobody signed in: the login dialog takes over. */
  onNeedLogin: () => void;
  /** "Start free trial with this plan": the signup dialog, carrying the saved plan's token and
   * the team size the wizard was told. */
  onStartTrial: (planToken: string, teamSize: number) => void;
}

/**
 * The AI PMO Setup Wizard on the public site (docs/product.md §2.5, §4). Generating the plan
 * saves it (`POST /api/plans`, one request: the server makes the plan and keeps it), so the
 * results offer its private link and a free trial that carries it.
 */
export default function WizardHost({
  open,
  onOpenChange,
  onNeedLogin,
  onStartTrial,
}: WizardHostProps) {
  const [saved, setSaved] = useState<{ token: string; teamSize: number } | null>(null);

  function onStartTour() {
    if (!readSavedUser()) {
      onNeedLogin();
      return;
    }
    setStartTourFlag();
    onOpenChange(false);
    window.location.assign("/");
  }

  async function requestPlan(request: WizardRequest) {
    setSaved(null);
    const answer = await savePlan(request);
    setSaved({ token: answer.token, teamSize: request.teamSize });
    return answer.plan;
  }

  return (
    <SetupWizardHost
      open={open}
      onOpenChange={onOpenChange}
      requestPlan={requestPlan}
      describeError={(error) =>
        errorMessage(error, "Failed to generate recommendations. Please try again.")
      }
      onStartTour={onStartTour}
      resultExtra={
        saved ? (
          <PlanLink
            token={saved.token}
            onStartTrial={() => onStartTrial(saved.token, saved.teamSize)}
          />
        ) : null
      }
    />
  );
}
