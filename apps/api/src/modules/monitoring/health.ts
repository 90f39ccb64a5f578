import { systemHealth } from "@cairn/schema/monitoring";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { pingDatabase } from "./database-ping.js";
import { FAILED_JOB_WINDOW_MS, judgeHealth, NOTHING_FAILING } from "./health-rules.js";
import { failingWork } from "./monitoring.repo.js";

/** The body reports an outage: the REST path then answers 503 (readiness, see ping.ts). */
function isErrorStatus(body: unknown): boolean {
  return typeof body === "object" && body !== null && "status" in body && body.status === "error";
}

/**
 * `GET /api/monitoring/health`: public. With the database down the REST path answers 503 with
 * this same body (`unavailableWhen` below), and the process goes on serving.
 */
export const health = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/monitoring/health",
      summary: "healthy, warning or error; 503 when the database does not answer",
      unavailableWhen: isErrorStatus,
    },
    access: access.anyone(),
  })
  .output(systemHealth)
  .query(async ({ ctx }) => {
    const ping = await pingDatabase(ctx.db);
    if (!ping.ok) ctx.req.log.warn({ err: ping.error }, "health: the database does not answer");
    const { recent } = await ctx.req.server.requestStats.snapshot();
    const now = ctx.now();
    // Without the database nothing more can be read: its outage is the news.
    const work = ping.ok
      ? await failingWork(ctx.db, new Date(now.getTime() - FAILED_JOB_WINDOW_MS))
      : NOTHING_FAILING;
    return judgeHealth(ping, recent, work, now, ctx.config.healthDatabaseSlowMs);
  });
