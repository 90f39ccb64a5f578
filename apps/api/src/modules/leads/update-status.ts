import { canMoveLead, refusedMoveMessage } from "@cairn/schema/lead-pipeline";
import { lead, updateLeadStatusInput } from "@cairn/schema/leads";
import { access, writeLead } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { enqueueWebhookEvent } from "../webhooks/enqueue.js";
import { leadData } from "../webhooks/event-data.js";
import { getLead, insertLeadEvent, moveLead } from "./leads.repo.js";

/**
 * Moves an assigned lead along the pipeline (its consultant or an admin). The rule
 * (`@cairn/schema/lead-pipeline`, docs/leads.md): new/assigned → contacted → qualified →
 * won | lost, forward (stages may be skipped) or one step back from qualified to contacted, any
 * open lead may be lost, and a lost lead may be reopened to contacted; won is final. Lost needs a reason (400 without one), kept in
 * `lost_reason` and on the timeline. A refused move is a 409 that names the allowed ones. The
 * change and its timeline event commit together; two moves at once: the second gets 409.
 */
export const updateStatus = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/leads/{leadId}/status",
      summary: "Move an assigned lead along the pipeline (lost needs a reason)",
    },
    access: access.staff({ record: writeLead }),
    scope: "leads:write",
  })
  .input(updateLeadStatusInput)
  .output(lead)
  .mutation(async ({ ctx, input }) => {
    const current = await getLead(ctx.db, input.leadId);
    if (!current) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    if (current.assignedTo === null) {
      throw appError("CONFLICT", "Assign the lead to a consultant before changing its status.");
    }
    if (!canMoveLead(current.status, input.status)) {
      throw appError("CONFLICT", refusedMoveMessage(current.status, input.status));
    }
    const reason = input.status === "lost" ? (input.reason ?? null) : null;
    const updated = await withTransaction(ctx.db, async (trx) => {
      const moved = await moveLead(trx, input.leadId, {
        from: current.status,
        to: input.status,
        lostReason: reason,
        now: ctx.now(),
      });
      if (!moved) return undefined;
      await insertLeadEvent(trx, {
        leadId: moved.id,
        actorId: ctx.user.id,
        kind: "status",
        fromStatus: current.status,
        toStatus: moved.status,
        detail: reason,
        createdAt: ctx.now(),
      });
      if (moved.status === "won") {
        await enqueueWebhookEvent(
          trx,
          {
            type: "lead.won",
            projectId: null,
            data: { lead: leadData(moved), previousStatus: current.status, actorId: ctx.user.id },
          },
          ctx.now(),
        );
      }
      return moved;
    });
    if (!updated) {
      throw appError("CONFLICT", "The lead's status changed meanwhile. Reload it and try again.");
    }
    return updated;
  });
