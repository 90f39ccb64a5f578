import { lead, updateLeadStatusInput } from "@cairn/schema/leads";
import { access, writeLead } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { getLead, setLeadStatus } from "./leads.repo.js";

/** Moves an assigned lead along: contacted, qualified, won or lost (its consultant or an admin). */
export const updateStatus = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/leads/{leadId}/status",
      summary: "Move an assigned lead along",
    },
    access: access.staff({ record: writeLead }),
  })
  .input(updateLeadStatusInput)
  .output(lead)
  .mutation(async ({ ctx, input }) => {
    const current = await getLead(ctx.db, input.leadId);
    if (!current) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    if (current.assignedTo === null) {
      throw appError("CONFLICT", "Assign the lead to a consultant before changing its status.");
    }
    const updated = await setLeadStatus(ctx.db, input.leadId, input.status);
    if (!updated) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    return updated;
  });
