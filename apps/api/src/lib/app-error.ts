/**
 * The errors the product's own code throws: a code from one table and a message a person can
 * act on. They know nothing of tRPC, REST or HTTP; the edge (core/errors.ts) turns them into the
 * status and the spec's JSON error body `{ error, code, issues? }`, for /trpc and REST alike.
 */
import { z } from "zod";

/** Each code and the HTTP status the edge answers it with. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }
}

/**
 * A versioned edit based on a version that is no longer the latest: 409, and the body carries the
 * record as it now is (`current`), so the person can see what was saved meanwhile.
 */
export class StaleVersionError extends AppError {
  constructor(
    message: string,
    readonly current: Record<string, unknown>,
  ) {
    super("CONFLICT", message);
  }
}

/**
 * A record that existed but can no longer be used (an invitation that expired or was used):
 * 410 Gone with code `GONE`, which says "ask for a new one" where 404 would say "wrong link".
 */
export class GoneError extends AppError {
  constructor(message: string) {
    super("NOT_FOUND", message);
  }
}

/** Throw-ready error with a code of the table and a message a person can act on. */
export function appError(code: AppErrorCode, message: string, cause?: unknown): AppError {
  return new AppError(code, message, cause === undefined ? undefined : { cause });
}

/**
 * A 400 naming one input field, as a refusal of the input's schema would: the body's `issues`
 * carry the field's path and the message (the edge reads the ZodError in the cause), the error
 * says "field: message". For what only the server can check (a rule `rrule` cannot expand).
 */
export function fieldError(field: string, message: string): AppError {
  return appError(
    "BAD_REQUEST",
    `${field}: ${message}`,
    new z.ZodRealError([{ code: "custom", input: undefined, path: [field], message }]),
  );
}

/**
 * The AppError a thrown value is or carries, or undefined. What a procedure throws reaches a
 * caller wrapped by the framework (its `cause` is the AppError), so both are looked at.
 */
export function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof AppError ? cause : undefined;
}

/** The code of a thrown AppError, so code can tell a refusal from a failure; undefined otherwise. */
export function appErrorCode(error: unknown): AppErrorCode | undefined {
  return asAppError(error)?.code;
}
