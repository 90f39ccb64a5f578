import { leadIdParam, leadTimelineEntry } from "@cairn/schema/leads";
import { z } from "zod";
import { access, readLead } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { displayName, getLead, listTimeline } from "./leads.repo.js";

/**
 * `GET /api/leads/{leadId}/timeline`: what happened to a lead, oldest first — its creation,
 * assignments, status changes (with the lost reason) and conversion, merged with its notes, each
 * with who did it (null for the public signup form or a deleted account).
 */
export const timeline = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/leads/{leadId}/timeline",
      summary: "A lead's events and notes, oldest first, with who did each",
    },
    access: access.staff({ record: readLead }),
  })
  .input(leadIdParam)
  .output(z.array(leadTimelineEntry))
  .query(async ({ ctx, input }) => {
    const lead = await getLead(ctx.db, input.leadId);
    if (!lead) throw appError("NOT_FOUND", `Lead ${input.leadId} was not found.`);
    const rows = await listTimeline(ctx.db, input.leadId);
    return rows.map((row) => ({
      id: `${row.type}-${row.id}`,
      kind: row.kind,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      detail: row.detail,
      actor:
        row.actorId === null
          ? null
          : {
              id: row.actorId,
              name:
                displayName({
                  username: row.actorUsername,
                  firstName: row.actorFirstName,
                  lastName: row.actorLastName,
                }) ?? `User #${row.actorId}`,
            },
      createdAt: row.createdAt,
    }));
  });
