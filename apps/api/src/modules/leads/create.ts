import { createLeadInput, createLeadResult } from "@cairn/schema/leads";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueueNotification } from "../announcements/delivery.js";
import { hashPlanToken } from "../plans/plan-token.js";
import { findPlanByTokenHash } from "../plans/plans.repo.js";
import { enqueueWebhookEvent } from "../webhooks/enqueue.js";
import { leadData } from "../webhooks/event-data.js";
import { upsertSignup } from "./leads.repo.js";
import { enforceSignupLimit } from "./signup-limit.js";

/**
 * The free-trial signup: a public form, so every new lead starts 'new' and unassigned. The same
 * e-mail again within a day updates that lead instead of adding another (and notifies nobody
 * twice). A visitor gets the same answer either way — their answers, as a new, unassigned lead
 * received now — so the form tells nobody whether an address signed up before.
 */
export const create = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/leads",
      summary: "Sign up for a free trial (a new, unassigned lead)",
      status: 201,
      successEnvelope: true,
    },
    access: access.anyone(),
    scope: "leads:write",
  })
  .input(createLeadInput)
  .output(createLeadResult)
  .mutation(async ({ ctx, input }) => {
    await enforceSignupLimit(ctx);
    const now = ctx.now();
    // "Start free trial with this plan": the plan's private token links the lead to the plan.
    // Plans are never changed or deleted by the API, so looking it up first is safe.
    let planId: number | null = null;
    if (input.planToken) {
      const plan = await findPlanByTokenHash(ctx.db, hashPlanToken(input.planToken));
      if (!plan) {
        throw appError(
          "BAD_REQUEST",
          "The plan sent with the signup (planToken) was not found. Sign up without it, or make the plan again.",
        );
      }
      planId = plan.id;
    }
    // The lead, its log line and its notification commit together: a crash loses none.
    const lead = await withTransaction(ctx.db, async (trx) => {
      const signup = await upsertSignup(
        trx,
        {
          name: input.name,
          email: input.email,
          company: input.company,
          teamSize: input.teamSize,
          planType: input.planType,
          planId,
        },
        now,
      );
      if (signup.created) {
        // The lead's id only: log lines must not hold a person's name (they outlive erasure
        // requests unless someone remembers them).
        await writeSystemLog(trx, {
          level: "info",
          module: "leads",
          message: `New ${signup.lead.planType} lead #${signup.lead.id}`,
          metadata: { leadId: signup.lead.id },
        });
        await enqueueNotification(trx, { kind: "lead.created", leadId: signup.lead.id });
        await enqueueWebhookEvent(
          trx,
          { type: "lead.created", projectId: null, data: { lead: leadData(signup.lead) } },
          now,
        );
      }
      return signup.lead;
    });
    return {
      success: true as const,
      lead: {
        ...lead,
        status: "new" as const,
        assignedTo: null,
        lostReason: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
    };
  });
