import { leadDetail, leadIdParam } from "@cairn/schema/leads";
import { access, readLead } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { findPlanById } from "../plans/plans.repo.js";
import { getLead, getUserName } from "./leads.repo.js";

/**
 * `GET /api/leads/{leadId}`: one lead with the wizard plan it signed up with (its answers and
 * plan; null when it came without one). Consultants and admins, as for the list (consultants see
 * every lead, to claim them).
 */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/leads/{leadId}",
      summary: "A lead, with the wizard plan it signed up with",
    },
    access: access.staff({ record: readLead }),
  })
  .input(leadIdParam)
  .output(leadDetail)
  .query(async ({ ctx, input }) => {
    const lead = await getLead(ctx.db, input.leadId);
    if (!lead) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    const plan = lead.planId === null ? undefined : await findPlanById(ctx.db, lead.planId);
    const assigneeName =
      lead.assignedTo === null ? null : await getUserName(ctx.db, lead.assignedTo);
    if (!plan) return { ...lead, assigneeName, plan: null };
    const { id: _id, ...saved } = plan;
    return { ...lead, assigneeName, plan: saved };
  });
