import { assignLeadInput, lead } from "@cairn/schema/leads";
import { access, readLead } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueueNotification } from "../announcements/delivery.js";
import { notify } from "../notifications/notify.js";
import { assertRole } from "../projects/member-roles.js";
import { enqueueWebhookEvent } from "../webhooks/enqueue.js";
import { leadData } from "../webhooks/event-data.js";
import { assignLead, getLead, getUserName, insertLeadEvent } from "./leads.repo.js";

/**
 * `PUT /api/leads/{leadId}/assign`. An admin assigns (or reassigns) any lead to any consultant;
 * a consultant claims an unassigned lead for themselves (naming someone else is refused by its
 * access rule, `self`). A lead taken meanwhile answers 409 "Lead already assigned". A consultant
 * given a lead by someone else is told in their inbox (`lead_assigned`, docs/notifications.md).
 */
export const assign = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/leads/{leadId}/assign",
      summary: "Assign a lead (admin), or claim an unassigned one (consultant)",
    },
    access: access.staff({ self: "consultantId", record: readLead }),
    scope: "leads:write",
  })
  .input(assignLeadInput)
  .output(lead)
  .mutation(async ({ ctx, input }) => {
    const admin = ctx.user.role === "admin";
    if (admin) await assertRole(ctx.db, "consultantId", input.consultantId, "consultant");
    const consultant = await getUserName(ctx.db, input.consultantId);
    const assigned = await withTransaction(ctx.db, async (trx) => {
      const before = await getLead(trx, input.leadId);
      const saved = await assignLead(trx, input.leadId, input.consultantId, {
        onlyIfUnassigned: !admin,
      });
      if (!saved || !before) return undefined;
      // The timeline's line: who assigned it to whom (the name as it was then).
      await insertLeadEvent(trx, {
        leadId: saved.id,
        actorId: ctx.user.id,
        kind: "assigned",
        fromStatus: before.status,
        toStatus: saved.status,
        detail: consultant ?? `User #${input.consultantId}`,
      });
      await writeSystemLog(trx, {
        level: "info",
        module: "leads",
        message: `Lead #${saved.id} assigned`,
        metadata: { leadId: saved.id, consultantId: input.consultantId, by: ctx.user.id },
      });
      await enqueueNotification(trx, {
        kind: "lead.assigned",
        leadId: saved.id,
        consultantId: input.consultantId,
        byId: ctx.user.id,
      });
      await enqueueWebhookEvent(
        trx,
        {
          type: "lead.assigned",
          projectId: null,
          data: {
            lead: leadData(saved),
            consultantId: input.consultantId,
            previousConsultantId: before.assignedTo,
            actorId: ctx.user.id,
          },
        },
        ctx.now(),
      );
      if (before.assignedTo !== input.consultantId) {
        // notify() leaves out a consultant claiming a lead for themselves (their own doing).
        await notify(
          trx,
          [
            {
              userId: input.consultantId,
              kind: "lead_assigned",
              actorId: ctx.user.id,
              title: `Lead assigned to you: ${saved.name}`,
              body: [saved.company, saved.email].filter(Boolean).join(" · ") || null,
              leadId: saved.id,
            },
          ],
          ctx.now(),
        );
      }
      return saved;
    });
    if (!assigned) {
      const existing = await getLead(ctx.db, input.leadId);
      if (!existing) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
      throw appError("CONFLICT", "Lead already assigned");
    }
    return assigned;
  });
