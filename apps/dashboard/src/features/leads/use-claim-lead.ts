import { errorMessage, isAppError } from "@cairn/api-client/errors";
import type { Lead } from "@cairn/schema/leads";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { useSession } from "../session/session-context";
import { assignLeadMutation, useLeadRefreshes } from "./queries";

/**
 * 'Assign to me' (docs/product.md §2.19): a consultant claims an unassigned lead. A lead someone else took
 * meanwhile answers 409: the person is told so and the lists refresh.
 */
export function useClaimLead() {
  const trpc = useTRPC();
  const { user } = useSession();
  const refresh = useLeadRefreshes().leads;
  const mutation = useMutation({
    ...assignLeadMutation(trpc),
    onSuccess: async (lead) => {
      toast({
        title: "Lead assigned",
        description: `${lead.name} is now in your leads.`,
        variant: "success",
      });
      await refresh();
    },
    onError: async (error) => {
      if (isAppError(error, "CONFLICT")) {
        toast({
          title: "Lead already assigned",
          description:
            "Another consultant claimed this lead a moment ago. The list is up to date now.",
          variant: "destructive",
        });
        await refresh();
        return;
      }
      toast({
        title: "Failed to assign lead",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
  return {
    claim: (lead: Lead) => mutation.mutate({ leadId: lead.id, consultantId: user.id }),
    claimingId: mutation.isPending ? mutation.variables?.leadId : undefined,
  };
}
