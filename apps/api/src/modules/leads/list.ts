import { lead, listLeadsInput } from "@cairn/schema/leads";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countLeads, type LeadFilter, listLeads } from "./leads.repo.js";

/**
 * Every lead, newest first (consultants see all leads, to claim unassigned ones), or those
 * matching a search (`q` in name, e-mail or company, any case), a status and an assignee (an id
 * or `unassigned`), sorted by `sort`/`order` and paged by `limit`/`offset`. The body stays a
 * bare array; the number of matching leads before paging is in `X-Total-Count`.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/leads",
      summary: "Every lead, newest first; searched, filtered, sorted and paged (X-Total-Count)",
    },
    access: access.staff(),
  })
  .input(listLeadsInput)
  .output(z.array(lead))
  .query(async ({ ctx, input }) => {
    const filter: LeadFilter = {
      q: input.q,
      status: input.status,
      assignedTo: input.assignee,
      sort: input.sort,
      order: input.order,
    };
    return pagedList(
      ctx,
      input,
      listLeads(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countLeads(ctx.db, filter),
    );
  });
