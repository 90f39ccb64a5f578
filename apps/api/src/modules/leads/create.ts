import { createLeadInput, createLeadResult } from "@cairn/schema/leads";
import { writeSystemLog } from "../../lib/system-log.js";
import { publicProcedure } from "../../trpc/procedures.js";
import { insertLead } from "./leads.repo.js";

/** The free-trial signup: a public form, so every new lead starts 'new' and unassigned. */
export const create = publicProcedure
  .input(createLeadInput)
  .output(createLeadResult)
  .mutation(async ({ ctx, input }) => {
    const lead = await insertLead(ctx.db, {
      name: input.name,
      email: input.email,
      company: input.company,
      teamSize: input.teamSize,
      planType: input.planType,
    });
    await writeSystemLog(ctx.db, {
      level: "info",
      module: "leads",
      message: `New ${lead.planType} lead: ${lead.company ?? lead.name}`,
      metadata: { leadId: lead.id },
    });
    ctx.notify({ kind: "lead.created", leadId: lead.id });
    return { success: true as const, lead };
  });
