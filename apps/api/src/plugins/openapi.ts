import type { FastifyInstance } from "fastify";
import { appRouter } from "../app-router.js";
import { API_VERSION } from "../lib/version.js";
import { buildOpenApiDocument } from "../rest/openapi.js";

/** GET /api/openapi.json: the contract of every REST path, generated once at start-up. */
export default async function openapi(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(appRouter, API_VERSION);
  app.get("/openapi.json", async (_req, reply) =>
    reply.header("cache-control", "no-cache").send(document),
  );
}
