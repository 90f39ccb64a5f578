import { pageInput } from "@cairn/schema/common";
import { lead } from "@cairn/schema/leads";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listLeads } from "./leads.repo.js";

/** Every lead, newest first (consultants see all leads, to claim unassigned ones). */
export const list = authedProcedure
  .input(pageInput)
  .output(z.array(lead))
  .query(({ ctx, input }) => listLeads(ctx.db, input));
