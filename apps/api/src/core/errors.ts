/**
 * The edge of the application's errors: how any thrown value becomes the HTTP status and JSON
 * error body `{ error, code, issues? }`. The product's own code throws `AppError`s
 * (lib/app-error.ts); here they meet tRPC's own errors, zod's, the database's and Fastify's
 * (body too large, wrong content type, bad JSON), so REST and /trpc always answer alike.
 */
import type { ErrorBody } from "@cairn/schema/common";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { isPgError } from "../db/pg-error.js";
import {
  APP_ERROR_STATUS,
  type AppError,
  type AppErrorCode,
  appError,
  asAppError,
  GoneError,
  StaleVersionError,
} from "../lib/app-error.js";

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

/** PostgreSQL constraint names → what the person did wrong, in plain words. */
const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  users_username_key: "That username is already taken.",
  users_email_key: "An account with this e-mail address already exists.",
  project_columns_project_key: "That column already exists on this board.",
  jobs_one_open_idx:
    "Another job of this kind is already running for this project: wait for it to finish.",
};

/** Unique and foreign-key violations are conflicts with existing data, not server faults. */
export function fromDatabaseError(error: unknown): AppError | undefined {
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

/** Input that failed its schema: 400, the message and `issues` naming each field. */
function fromZod(error: ZodError): HttpError {
  const issues = zodIssues(error);
  return {
    status: 400,
    body: { error: describeIssues(issues), code: "BAD_REQUEST", issues },
    unexpected: false,
  };
}

/** An error of the table's code → its status and body; a server fault's message is not shown. */
function fromCode(code: AppErrorCode, message: string, error?: AppError): HttpError {
  const status = APP_ERROR_STATUS[code] ?? 500;
  if (code === "SERVICE_UNAVAILABLE") {
    return { status, body: { error: message, code }, unexpected: true };
  }
  if (status >= 500) {
    return {
      status: 500,
      body: { error: GENERIC_SERVER_ERROR, code: "INTERNAL_SERVER_ERROR" },
      unexpected: true,
    };
  }
  if (error instanceof GoneError) {
    return { status: 410, body: { error: message, code: "GONE" }, unexpected: false };
  }
  const current = error instanceof StaleVersionError ? { current: error.current } : {};
  return { status, body: { error: message, code, ...current }, unexpected: false };
}

/** Any thrown value → the status and JSON body the client receives. */
export function toHttpError(error: unknown): HttpError {
  // What a procedure throws reaches here as tRPC's error with the AppError as its cause.
  const app = asAppError(error);
  // A refusal that names its fields carries them as zod issues, as input validation does.
  if (app)
    return app.cause instanceof ZodError
      ? fromZod(app.cause)
      : fromCode(app.code, app.message, app);
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) return fromZod(error.cause);
    const database = error.code === "INTERNAL_SERVER_ERROR" && fromDatabaseError(error.cause);
    if (database) return toHttpError(database);
    if (error.code === "INTERNAL_SERVER_ERROR" && isDatabaseUnavailable(error.cause)) {
      return unavailable();
    }
    // tRPC's own refusals: no such procedure, wrong method, a body it cannot parse.
    return fromCode(error.code as AppErrorCode, error.message);
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
