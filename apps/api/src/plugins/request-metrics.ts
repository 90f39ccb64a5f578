/**
 * Counts every API request (REST under /api and /trpc) when its answer has gone: status and
 * time, into `app.requestStats`. The monitoring endpoints themselves (and the liveness ping)
 * are left out, so a status page or a load balancer polling every few seconds does not dilute
 * the error rate it shows; so are live event
 * streams, whose "response time" is how long someone kept a board open.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export function isCountedRequest(path: string): boolean {
  if (path === "/api/ping") return false;
  if (path.startsWith("/api/")) return !path.startsWith("/api/monitoring/");
  if (path.startsWith("/trpc/")) return !path.startsWith("/trpc/monitoring.");
  return false;
}

async function requestMetrics(app: FastifyInstance): Promise<void> {
  app.addHook("onResponse", async (req, reply) => {
    if (!isCountedRequest(req.url.split("?")[0] ?? "")) return;
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/event-stream")) return;
    app.requestStats.record(reply.statusCode, reply.elapsedTime);
  });
}

export default fp(requestMetrics, { name: "request-metrics" });
