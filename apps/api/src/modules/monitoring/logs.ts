import { logEntry, logsInput } from "@cairn/schema/monitoring";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listLogs } from "./monitoring.repo.js";

/** `GET /api/monitoring/logs?level=error&module=&limit=20` (admin): newest first. */
export const logs = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/monitoring/logs",
      summary: "Errors and warnings, newest first (admin)",
    },
    access: access.admin(),
  })
  .input(logsInput)
  .output(z.array(logEntry))
  .query(({ ctx, input }) => listLogs(ctx.db, input));
