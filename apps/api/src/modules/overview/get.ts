import { adminOverview } from "@cairn/schema/overview";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { adminOverview as countAll } from "./overview.repo.js";

/** The counters of the admin dashboard's Overview tab. */
export const get = authedProcedure
  .meta({
    rest: { method: "GET", path: "/overview", summary: "Counters of the admin dashboard" },
    access: access.admin(),
  })
  .output(adminOverview)
  .query(({ ctx }) => countAll(ctx.db, ctx.now()));
