/**
 * `GET /metrics`: the metrics for Prometheus and other ops tooling. Readable by an
 * administrator's session, or with `Authorization: Bearer <METRICS_TOKEN>` when that setting
 * is configured (a scraper has no session). Outside /api: it is not part of the product's API.
 * The text is the app's prom-client registry (modules/monitoring/metrics-registry.ts), in
 * Prometheus' text exposition format 0.0.4.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readSessionToken } from "../modules/auth/session-cookie.js";
import { findSession } from "../modules/auth/sessions.repo.js";

const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(req: FastifyRequest, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!token || !header?.startsWith("Bearer ")) return false;
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

async function access(req: FastifyRequest): Promise<"allowed" | "unauthorized" | "forbidden"> {
  const { db, config, now } = req.server;
  if (bearerMatches(req, config.metricsToken)) return "allowed";
  const token = readSessionToken(req);
  const session = token ? await findSession(db, token, now()) : null;
  if (!session) return "unauthorized";
  return session.user.role === "admin" ? "allowed" : "forbidden";
}

export default async function prometheus(app: FastifyInstance): Promise<void> {
  app.get("/metrics", async (req, reply) => {
    const decision = await access(req);
    if (decision === "unauthorized") {
      return reply.code(401).header("www-authenticate", 'Bearer realm="cairn-metrics"').send({
        error: "Sign in as an administrator, or send the metrics token.",
        code: "UNAUTHORIZED",
      });
    }
    if (decision === "forbidden") {
      return reply
        .code(403)
        .send({ error: "Only administrators may read the metrics.", code: "FORBIDDEN" });
    }
    const text = await app.metricsRegistry.metrics();
    return reply
      .header("content-type", app.metricsRegistry.contentType)
      .header("cache-control", "no-store")
      .send(text);
  });
}
