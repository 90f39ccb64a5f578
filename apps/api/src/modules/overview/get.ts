import { startOfUtcDay } from "@cairn/schema/due-dates";
import { adminOverview } from "@cairn/schema/overview";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { adminOverview as countAll } from "./overview.repo.js";

/** The counters of the admin dashboard's Overview tab, from memory between changes. */
export const get = authedProcedure
  .meta({
    rest: { method: "GET", path: "/overview", summary: "Counters of the admin dashboard" },
    access: access.admin(),
  })
  .output(adminOverview)
  .query(({ ctx }) => {
    const now = ctx.now();
    const day = new Date(startOfUtcDay(now)).toISOString();
    return ctx.req.server.overviewCache.get(day, () => countAll(ctx.db, now));
  });
