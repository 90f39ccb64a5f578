import { z } from "zod";
import { publicProcedure } from "../../trpc/procedures.js";

/**
 * `GET /api/ping`: liveness — the process answers, nothing more (no database). A load balancer
 * restarts a process that stops answering this; readiness is `GET /api/monitoring/health`.
 */
export const ping = publicProcedure
  .output(z.object({ ok: z.literal(true) }))
  .query(() => ({ ok: true as const }));
