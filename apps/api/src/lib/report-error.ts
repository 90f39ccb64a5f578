/**
 * An unexpected error (a 5xx the code did not mean to answer) goes to the process log with its
 * stack and to `system_logs` for the status page: method, route pattern and the error's name
 * and message, never the request's body, query string, cookies or headers. Writing the log row
 * does not hold up the answer, and failing to write it (the database is the problem) only
 * leaves the process log.
 */
import type { FastifyRequest } from "fastify";
import { writeSystemLog } from "./system-log.js";

function rootCause(error: unknown): unknown {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof Error ? cause : error;
}

/** `route`: what was called, when the route pattern does not say it (a /trpc procedure). */
export function reportUnexpectedError(req: FastifyRequest, error: unknown, route?: string): void {
  req.log.error({ err: error }, "unexpected error");
  const cause = rootCause(error);
  const name = cause instanceof Error ? cause.name : typeof cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  const code = (cause as { code?: unknown } | null)?.code;
  const called = route ?? req.routeOptions.url ?? req.url.split("?")[0] ?? "";
  void writeSystemLog(req.server.db, {
    level: "error",
    module: "api",
    message: `Unexpected error on ${req.method} ${called}: ${name}: ${message.slice(0, 300)}`,
    metadata: {
      method: req.method,
      route: called,
      requestId: req.id,
      ...(typeof code === "string" ? { code } : {}),
    },
  }).catch((logError: unknown) => {
    req.log.warn({ err: logError }, "could not write the error to the system log");
  });
}
