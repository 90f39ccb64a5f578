import { eraseLeadsInput, eraseLeadsResult } from "@cairn/schema/leads";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { eraseLeads } from "./leads.repo.js";

/**
 * `POST /api/leads/erase` (admin): a person's right to be forgotten — every lead with their
 * e-mail, and the log lines that carry those leads. Answers how many were erased (0 is not an
 * error: the person may never have signed up).
 */
export const erase = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/leads/erase",
      summary: "Erase every lead with an e-mail, and their log lines (a person's request)",
    },
    access: access.admin(),
    scope: "leads:write",
  })
  .input(eraseLeadsInput)
  .output(eraseLeadsResult)
  .mutation(async ({ ctx, input }) => {
    const erased = await eraseLeads(ctx.db, { email: input.email });
    await writeSystemLog(ctx.db, {
      level: "info",
      module: "leads",
      message: `${ctx.user.username} erased ${erased.length} lead(s) at a person's request`,
      metadata: { userId: ctx.user.id },
    });
    return { erased: erased.length };
  });
