import { z } from "zod";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";

/**
 * `GET /api/ping`: liveness — the process answers, nothing more (no database). A load balancer
 * restarts a process that stops answering this; readiness is `GET /api/monitoring/health`.
 */
export const ping = publicProcedure
  .meta({
    rest: { method: "GET", path: "/ping", summary: "Liveness: the process answers (no database)" },
    access: access.anyone(),
  })
  .output(z.object({ ok: z.literal(true) }))
  .query(() => ({ ok: true as const }));
