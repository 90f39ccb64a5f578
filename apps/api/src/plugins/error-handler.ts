/**
 * Errors raised outside procedures (Fastify's body parsing, a missing route under /api) answer
 * in the same `{ error, code }` JSON as the procedures. Unexpected errors are logged with their
 * stack; the client only sees a generic message.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { reportUnexpectedError } from "../lib/report-error.js";
import { toHttpError } from "../trpc/errors.js";

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, req, reply) => {
    const http = toHttpError(error);
    if (http.unexpected) reportUnexpectedError(req, error);
    return reply.code(http.status).send(http.body);
  });
}

export default fp(errorHandler, { name: "error-handler" });
