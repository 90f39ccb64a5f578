import { leadIdParam } from "@cairn/schema/leads";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { eraseLeads } from "./leads.repo.js";

/** `DELETE /api/leads/{leadId}` (admin): the lead, and the log lines that carry it, for good. */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/leads/{leadId}",
      summary: "Delete a lead and the log lines that carry it",
    },
    access: access.admin(),
    scope: "leads:write",
  })
  .input(leadIdParam)
  .mutation(async ({ ctx, input }) => {
    const erased = await eraseLeads(ctx.db, { id: input.leadId });
    if (erased.length === 0) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    await writeSystemLog(ctx.db, {
      level: "info",
      module: "leads",
      message: `${ctx.user.username} deleted a lead and its log lines`,
      metadata: { userId: ctx.user.id },
    });
  });
