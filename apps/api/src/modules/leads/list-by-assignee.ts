import { pageFields, recordId } from "@cairn/schema/common";
import { lead } from "@cairn/schema/leads";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countLeads, listLeads } from "./leads.repo.js";

/** The leads assigned to a consultant, newest first. */
export const listByAssignee = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/leads/assignee/{userId}",
      summary: "The leads assigned to a consultant, newest first; paged (X-Total-Count, Link)",
    },
    access: access.staff({ self: "userId" }),
  })
  .input(z.strictObject({ userId: recordId, ...pageFields }))
  .output(z.array(lead))
  .query(({ ctx, input }) => {
    const filter = { assignedTo: input.userId };
    return pagedList(
      ctx,
      input,
      listLeads(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countLeads(ctx.db, filter),
    );
  });
