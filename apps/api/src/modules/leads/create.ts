import { createLeadInput, createLeadResult } from "@cairn/schema/leads";
import { writeSystemLog } from "../../lib/system-log.js";
import { publicProcedure } from "../../trpc/procedures.js";
import { upsertSignup } from "./leads.repo.js";
import { enforceSignupLimit } from "./signup-limit.js";

/**
 * The free-trial signup: a public form, so every new lead starts 'new' and unassigned. The same
 * e-mail again within a day updates that lead instead of adding another (and notifies nobody
 * twice). A visitor gets the same answer either way — their answers, as a new, unassigned lead
 * received now — so the form tells nobody whether an address signed up before.
 */
export const create = publicProcedure
  .input(createLeadInput)
  .output(createLeadResult)
  .mutation(async ({ ctx, input }) => {
    await enforceSignupLimit(ctx);
    const now = ctx.now();
    const { lead, created } = await upsertSignup(
      ctx.db,
      {
        name: input.name,
        email: input.email,
        company: input.company,
        teamSize: input.teamSize,
        planType: input.planType,
      },
      now,
    );
    if (created) {
      // The lead's id only: log lines must not hold a person's name (they outlive erasure
      // requests unless someone remembers them).
      await writeSystemLog(ctx.db, {
        level: "info",
        module: "leads",
        message: `New ${lead.planType} lead #${lead.id}`,
        metadata: { leadId: lead.id },
      });
      ctx.notify({ kind: "lead.created", leadId: lead.id });
    }
    return {
      success: true as const,
      lead: { ...lead, status: "new" as const, assignedTo: null, createdAt: now.toISOString() },
    };
  });
