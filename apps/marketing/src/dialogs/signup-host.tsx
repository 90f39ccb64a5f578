import { apiRequest, errorMessage } from "@cairn/api-client/rest";
import { PLANS, TEAM_SIZE_BANDS } from "@cairn/schema/constants";
import { SignupDialog, type SignupValues } from "@cairn/ui/signup-dialog";
import { toast } from "@cairn/ui/toast";
import type { PlanType } from "../shell/dialogs";

export interface SignupHostProps {
  open: boolean;
  plan: PlanType;
  onOpenChange: (open: boolean) => void;
}

interface CreateLeadAnswer {
  success: boolean;
  error?: string;
}

/** The free-trial dialog wired to `POST /api/leads` (docs/product.md §2.3, §7, §8). */
export default function SignupHost({ open, plan, onOpenChange }: SignupHostProps) {
  const chosen = PLANS.find((candidate) => candidate.id === plan);
  const planLabel = chosen
    ? `${chosen.name} plan · $${chosen.pricePerMonth}/month after the trial`
    : undefined;

  async function onSubmit(values: SignupValues) {
    try {
      const response = await apiRequest("POST", "/api/leads", {
        name: values.name,
        email: values.email,
        company: values.company || null,
        teamSize: values.teamSize || null,
        planType: plan,
        status: "new",
      });
      const answer = (await response.json()) as CreateLeadAnswer;
      if (!answer.success) throw new Error(answer.error ?? "Failed to create lead");
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
      onSubmit={onSubmit}
    />
  );
}
