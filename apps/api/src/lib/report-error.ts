/**
 * An unexpected error (a 5xx the code did not mean to answer) goes to the process log with its
 * stack and to `system_logs` for the status page: method, route pattern and the error's name
 * and message, never the request's body, query string, cookies or headers. A database error is
 * logged by its SQLSTATE code, constraint, table and column only: its message and detail quote
 * the submitted values ("Key (email)=(…)", "invalid input syntax: …"). Writing the log row
 * does not hold up the answer, and failing to write it (the database is the problem) only
 * leaves the process log.
 */
import type { FastifyRequest } from "fastify";
import { isPgError } from "../db/pg-error.js";
import { writeSystemLog } from "./system-log.js";

function rootCause(error: unknown): unknown {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof Error ? cause : error;
}

/**
 * SQLSTATE classes whose messages quote the values involved: 22 (data exception: "invalid
 * input syntax for type integer: …") and 23 (integrity: "Key (email)=(…) already exists").
 * The other classes name only schema objects ("relation "x" does not exist"), which helps.
 */
const VALUE_QUOTING_CLASSES = new Set(["22", "23"]);

/** What may be logged of a database error: where it happened, never the values involved. */
export function describeDatabaseError(error: {
  code: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
}): { code: string; constraint?: string; table?: string; column?: string; message: string } {
  const { code, constraint, table, column } = error;
  const where = [
    table && `table ${table}`,
    column && `column ${column}`,
    constraint && `constraint ${constraint}`,
  ]
    .filter(Boolean)
    .join(", ");
  const quotesValues = VALUE_QUOTING_CLASSES.has(code.slice(0, 2)) || !error.message;
  return {
    code,
    ...(constraint ? { constraint } : {}),
    ...(table ? { table } : {}),
    ...(column ? { column } : {}),
    message: quotesValues
      ? `database error ${code}${where ? ` (${where})` : ""}`
      : `database error ${code}: ${error.message}`,
  };
}

/** `route`: what was called, when the route pattern does not say it (a /trpc procedure). */
export function reportUnexpectedError(req: FastifyRequest, error: unknown, route?: string): void {
  const cause = rootCause(error);
  const database = isPgError(cause)
    ? describeDatabaseError({
        ...cause,
        message: cause instanceof Error ? cause.message : undefined,
      })
    : undefined;
  req.log.error(database ? { database } : { err: error }, "unexpected error");
  const what = database
    ? database.message
    : `${cause instanceof Error ? cause.name : typeof cause}: ${cause instanceof Error ? cause.message : String(cause)}`;
  const code = (cause as { code?: unknown } | null)?.code;
  const called = route ?? req.routeOptions.url ?? req.url.split("?")[0] ?? "";
  void writeSystemLog(req.server.db, {
    level: "error",
    module: "api",
    message: `Unexpected error on ${req.method} ${called}: ${what.slice(0, 300)}`,
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
