/**
 * Errors raised outside procedures (Fastify's body parsing, a missing route under /api) answer
 * in the same `{ error, code }` JSON as the procedures. Unexpected errors are logged with their
 * stack; the client only sees a generic message.
 */
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { toHttpError } from "../core/errors.js";
import { drainRequestBody } from "../lib/drain-request.js";
import { reportUnexpectedError } from "../lib/report-error.js";

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(async (error, req, reply) => {
    const http = toHttpError(error);
    if (http.unexpected) reportUnexpectedError(req, error);
    if (http.status === 413) {
      await drainRequestBody(req);
      reply.header("connection", "close");
    }
    return reply.code(http.status).send(http.body);
  });
}

export default fp(errorHandler, { name: "error-handler" });

/** Fastify's `frameworkErrors`: errors of routing (a bad URL, a too-long parameter). */
export function frameworkErrors(error: Error, _req: FastifyRequest, reply: FastifyReply) {
  const http = toHttpError(error);
  return reply.code(http.status).send(http.body);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (Content-Length with Transfer-Encoding, broken headers) still answers `{ error, code }`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, body] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [
          408,
          "Request Timeout",
          { error: "The request took too long to arrive.", code: "REQUEST_TIMEOUT" },
        ]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [
            431,
            "Request Header Fields Too Large",
            { error: "The request's headers are too large.", code: "HEADERS_TOO_LARGE" },
          ]
        : [400, "Bad Request", { error: "The request is not valid HTTP.", code: "BAD_REQUEST" }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
