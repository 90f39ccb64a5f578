import { adminOverview } from "@cairn/schema/overview";
import { authedProcedure } from "../../trpc/procedures.js";
import { adminOverview as countAll } from "./overview.repo.js";

/** The counters of the admin dashboard's Overview tab. */
export const get = authedProcedure
  .output(adminOverview)
  .query(({ ctx }) => countAll(ctx.db, ctx.now()));
