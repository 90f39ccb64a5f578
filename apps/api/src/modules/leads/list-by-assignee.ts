import { pageFields, recordId } from "@cairn/schema/common";
import { lead } from "@cairn/schema/leads";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listLeads } from "./leads.repo.js";

/** The leads assigned to a consultant, newest first. */
export const listByAssignee = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/leads/assignee/{userId}",
      summary: "The leads assigned to a consultant",
    },
    access: access.staff({ self: "userId" }),
  })
  .input(z.strictObject({ userId: recordId, ...pageFields }))
  .output(z.array(lead))
  .query(({ ctx, input }) =>
    listLeads(ctx.db, { assignedTo: input.userId, limit: input.limit, offset: input.offset }),
  );
