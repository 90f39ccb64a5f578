import { pageInput } from "@cairn/schema/common";
import { lead } from "@cairn/schema/leads";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listLeads } from "./leads.repo.js";

/** Every lead, newest first (consultants see all leads, to claim unassigned ones). */
export const list = authedProcedure
  .meta({
    rest: { method: "GET", path: "/leads", summary: "Every lead, newest first" },
    access: access.staff(),
  })
  .input(pageInput)
  .output(z.array(lead))
  .query(({ ctx, input }) => listLeads(ctx.db, input));
