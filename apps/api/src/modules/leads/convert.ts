import { convertLeadInput, convertLeadResult } from "@cairn/schema/invitations";
import { access, writeLead } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { convertLead } from "./conversion.js";

/**
 * A won lead becomes a client: their account, a project with its roadmap, and an invitation to
 * choose a password — in one transaction (the lead's consultant or an admin).
 */
export const convert = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/leads/{leadId}/convert",
      summary: "Convert a won lead into a client account, a project and an invitation",
      status: 201,
    },
    access: access.staff({ record: writeLead }),
    scope: "leads:write",
  })
  .input(convertLeadInput)
  .output(convertLeadResult)
  .mutation(({ ctx, input }) => convertLead(ctx, input));
