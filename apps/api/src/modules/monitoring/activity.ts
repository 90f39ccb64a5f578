import { activityEntry, activityInput } from "@cairn/schema/monitoring";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { recentActivity } from "./monitoring.repo.js";

/** `GET /api/monitoring/activity?minutes=10` (admin): the info events of the last N minutes. */
export const activity = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/monitoring/activity",
      summary: "Info events of the last N minutes (admin)",
    },
    access: access.admin(),
  })
  .input(activityInput)
  .output(z.array(activityEntry))
  .query(({ ctx, input }) =>
    recentActivity(ctx.db, new Date(ctx.now().getTime() - input.minutes * 60_000)),
  );
