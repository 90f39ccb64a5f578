import { systemHealth } from "@cairn/schema/monitoring";
import { publicProcedure } from "../../trpc/procedures.js";
import { pingDatabase } from "./database-ping.js";
import { judgeHealth } from "./health-rules.js";

/**
 * `GET /api/monitoring/health`: public. With the database down the REST path answers 503 with
 * this same body (the route table says so), and the process goes on serving.
 */
export const health = publicProcedure.output(systemHealth).query(async ({ ctx }) => {
  const ping = await pingDatabase(ctx.db);
  if (!ping.ok) ctx.req.log.warn({ err: ping.error }, "health: the database does not answer");
  return judgeHealth(ping, ctx.req.server.requestStats.snapshot().recent, ctx.now());
});
