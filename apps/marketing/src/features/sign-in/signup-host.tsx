import { submitLead } from "@cairn/api-client/leads";
import { errorMessage } from "@cairn/api-client/rest";
import { PLANS, TEAM_SIZE_BANDS, teamBandOf } from "@cairn/schema/constants";
import { toast } from "@cairn/ui/toast";
import { SignupDialog, type SignupValues } from "@cairn/ui/widgets/signup-dialog";
import type { PlanType } from "../../lib/dialogs-context";

export interface SignupHostProps {
  open: boolean;
  plan: PlanType;
  /** A saved plan's token: the lead is linked to that plan. */
  planToken?: string;
  /** The team size the wizard was told, in people: the form starts with its band. */
  teamSize?: number;
  onOpenChange: (open: boolean) => void;
}

/** The free-trial dialog wired to `POST /api/leads` (docs/product.md §2.3, §7, §8). */
export default function SignupHost({
  open,
  plan,
  planToken,
  teamSize,
  onOpenChange,
}: SignupHostProps) {
  const chosen = PLANS.find((candidate) => candidate.id === plan);
  const priced = chosen
    ? `${chosen.name} plan · $${chosen.pricePerMonth}/month after the trial`
    : undefined;
  const planLabel = planToken ? `${priced ?? "Free trial"} · with your setup plan` : priced;

  async function onSubmit(values: SignupValues) {
    try {
      await submitLead({
        name: values.name,
        email: values.email,
        company: values.company || null,
        // The select offers only the bands; "" (none chosen) is sent as null.
        teamSize: TEAM_SIZE_BANDS.find((band) => band === values.teamSize) ?? null,
        planType: plan,
        status: "new",
        ...(planToken ? { planToken } : {}),
      });
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error, "Something went wrong. Please try again."),
        variant: "destructive",
      });
      throw error;
    }
    toast({
      title: "Success!",
      description: "Thank you for your interest! We'll be in touch soon.",
      variant: "success",
    });
  }

  return (
    <SignupDialog
      open={open}
      onOpenChange={onOpenChange}
      planLabel={planLabel}
      teamSizes={TEAM_SIZE_BANDS}
      initialTeamSize={teamSize === undefined ? undefined : teamBandOf(teamSize)}
      onSubmit={onSubmit}
    />
  );
}
