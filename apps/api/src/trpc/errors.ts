/**
 * The one table of application errors: code → HTTP status, and how any thrown value becomes the
 * JSON error body `{ error, code, issues? }`. REST, /trpc and Fastify's own errors (body too
 * large, wrong content type, bad JSON) all answer through here, so they always agree.
 */
import type { ErrorBody } from "@cairn/schema/common";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

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

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. The error has been logged.";
export const DATABASE_UNAVAILABLE =
  "Cairn cannot reach its database right now. Please try again in a moment.";

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

/**
 * The database is unreachable (down, restarting, refusing connections): the request cannot be
 * served now but may be soon, so it answers 503 rather than a server fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    const message = current instanceof Error ? current.message : "";
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08")))
      return true;
    if (
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|is not currently accepting connections|ECONNREFUSED/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The table's code of an error thrown with `appError` (or by the framework), so that domain code
 * can tell a refusal from a failure without knowing the framework; undefined for anything else.
 */
export function appErrorCode(error: unknown): AppErrorCode | undefined {
  if (!(error instanceof TRPCError) || !(error.code in APP_ERROR_STATUS)) return undefined;
  return error.code as AppErrorCode;
}

/** Throws-ready error with a code of the table and a message a person can act on. */
export function appError(code: AppErrorCode, message: string, cause?: unknown): TRPCError {
  return new TRPCError({ code, message, cause });
}

/**
 * A versioned edit based on a version that is no longer the latest: 409, and the body carries the
 * record as it now is (`current`), so the person can see what was saved meanwhile.
 */
export class StaleVersionError extends TRPCError {
  constructor(
    message: string,
    readonly current: Record<string, unknown>,
  ) {
    super({ code: "CONFLICT", message });
  }
}

/**
 * A record that existed but can no longer be used (an invitation that expired or was used):
 * 410 Gone with code `GONE`, which says "ask for a new one" where 404 would say "wrong link".
 * tRPC has no such code; it travels as NOT_FOUND and is told apart here.
 */
export class GoneError extends TRPCError {
  constructor(message: string) {
    super({ code: "NOT_FOUND", message });
  }
}

/** PostgreSQL constraint names → what the person did wrong, in plain words. */
const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  users_username_key: "That username is already taken.",
  users_email_key: "An account with this e-mail address already exists.",
  project_columns_project_key: "That column already exists on this board.",
  jobs_one_open_idx:
    "Another job of this kind is already running for this project: wait for it to finish.",
};

interface PgError {
  code: string;
  constraint?: string;
  table?: string;
}

export function isPgError(value: unknown): value is PgError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string" &&
    /^[0-9A-Z]{5}$/.test((value as { code: string }).code)
  );
}

/** Unique and foreign-key violations are conflicts with existing data, not server faults. */
export function fromDatabaseError(error: unknown): TRPCError | undefined {
  if (!isPgError(error)) return undefined;
  const known = error.constraint ? CONSTRAINT_MESSAGES[error.constraint] : undefined;
  if (error.code === "23505") {
    return appError("CONFLICT", known ?? "A record with these values already exists.", error);
  }
  if (error.code === "23503") {
    return appError(
      "CONFLICT",
      known ??
        "Other records still refer to this one (or a referenced record does not exist). " +
          "Reassign or remove them first.",
      error,
    );
  }
  return undefined;
}

export type Issue = NonNullable<ErrorBody["issues"]>[number];

export function zodIssues(error: ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((segment) => (typeof segment === "symbol" ? String(segment) : segment)),
    message: issue.message,
  }));
}

/** "email: Please enter a valid email; name: Name is required" */
export function describeIssues(issues: Issue[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ` : "") + issue.message)
    .join("; ");
}

export interface HttpError {
  status: number;
  body: ErrorBody;
  /** Unexpected: log it with its stack; the client only sees the generic message. */
  unexpected: boolean;
}

function unavailable(): HttpError {
  return {
    status: 503,
    body: { error: DATABASE_UNAVAILABLE, code: "SERVICE_UNAVAILABLE" },
    unexpected: true,
  };
}

function zodCause(error: TRPCError): ZodError | undefined {
  return error.cause instanceof ZodError ? error.cause : undefined;
}

/** Any thrown value → the status and JSON body the client receives. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof TRPCError) {
    const zod = zodCause(error);
    if (zod) {
      const issues = zodIssues(zod);
      return {
        status: 400,
        body: { error: describeIssues(issues), code: "BAD_REQUEST", issues },
        unexpected: false,
      };
    }
    const database = error.code === "INTERNAL_SERVER_ERROR" && fromDatabaseError(error.cause);
    if (database) return toHttpError(database);
    if (error.code === "INTERNAL_SERVER_ERROR" && isDatabaseUnavailable(error.cause)) {
      return unavailable();
    }
    const status = APP_ERROR_STATUS[error.code as AppErrorCode] ?? 500;
    if (error.code === "SERVICE_UNAVAILABLE") {
      return { status, body: { error: error.message, code: error.code }, unexpected: true };
    }
    if (status >= 500) {
      return {
        status: 500,
        body: { error: GENERIC_SERVER_ERROR, code: "INTERNAL_SERVER_ERROR" },
        unexpected: true,
      };
    }
    if (error instanceof GoneError) {
      return { status: 410, body: { error: error.message, code: "GONE" }, unexpected: false };
    }
    const current = error instanceof StaleVersionError ? { current: error.current } : {};
    return {
      status,
      body: { error: error.message, code: error.code, ...current },
      unexpected: false,
    };
  }
  const database = fromDatabaseError(error);
  if (database) return toHttpError(database);
  if (isDatabaseUnavailable(error)) return unavailable();
  return fromFastifyError(error);
}

/** Fastify's error codes → ours; `status` when it is not the code's (414 has no tRPC code). */
const FASTIFY_ERRORS: Readonly<
  Record<string, { code: AppErrorCode | "URI_TOO_LONG"; status?: number; message: string }>
> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    code: "URI_TOO_LONG",
    status: 414,
    message: "A part of the address is too long (2000 characters at most).",
  },
  FST_ERR_BAD_URL: { code: "BAD_REQUEST", message: "The address is not a valid URL." },
  FST_ERR_ASYNC_CONSTRAINT: { code: "BAD_REQUEST", message: "The request was not understood." },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is larger than the 1 MiB limit.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the request body as JSON, with the header Content-Type: application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "BAD_REQUEST",
    message: "The Content-Length header does not match the body.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "BAD_REQUEST",
    message: "The request says it holds JSON but its body is empty.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "BAD_REQUEST",
    message: "The request body is not valid JSON.",
  },
};

function fromFastifyError(error: unknown): HttpError {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === "string" ? FASTIFY_ERRORS[code] : undefined;
  if (known) {
    return {
      status: known.status ?? APP_ERROR_STATUS[known.code as AppErrorCode],
      body: { error: known.message, code: known.code },
      unexpected: false,
    };
  }
  // Fastify's other client errors (a malformed URL, bad JSON) keep their 4xx status.
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    const appCode =
      (Object.entries(APP_ERROR_STATUS).find(([, status]) => status === statusCode)?.[0] as
        | AppErrorCode
        | undefined) ?? "BAD_REQUEST";
    const message =
      error instanceof SyntaxError
        ? "The request body is not valid JSON."
        : error instanceof Error
          ? error.message
          : "The request was not understood.";
    return { status: statusCode, body: { error: message, code: appCode }, unexpected: false };
  }
  return {
    status: 500,
    body: { error: GENERIC_SERVER_ERROR, code: "INTERNAL_SERVER_ERROR" },
    unexpected: true,
  };
}
