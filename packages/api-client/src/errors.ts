import { TRPCClientError } from "@trpc/client";
import { ApiError, errorMessage } from "./rest.js";

/** The error codes the API answers with (`code` of `{ error, code }`). */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  | "SERVICE_UNAVAILABLE";

/** The code of an error from either transport (REST or tRPC), if it carries one. */
export function appErrorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.code;
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (data && typeof data === "object" && "code" in data && typeof data.code === "string") {
      return data.code;
    }
  }
  return undefined;
}

export function isAppError(error: unknown, code: AppErrorCode): boolean {
  return appErrorCode(error) === code;
}

// Lives beside ApiError so the public site can use it without loading the tRPC client.
export { errorMessage } from "./rest.js";

/** One entry of a 400's `issues`: the input's path and what is wrong there. */
export interface ErrorIssue {
  path: (string | number)[];
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The `issues` of a refused input, from either transport: a tRPC error's `data` or a REST
 * answer's body. Empty when the error carries none.
 */
export function errorIssues(error: unknown): ErrorIssue[] {
  let holder: unknown;
  if (error instanceof ApiError) holder = error.body;
  else if (isRecord(error)) holder = isRecord(error.data) ? error.data : error.body;
  const issues = isRecord(holder) ? holder.issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) =>
    isRecord(issue) &&
    Array.isArray(issue.path) &&
    issue.path.every((part) => typeof part === "string" || typeof part === "number") &&
    typeof issue.message === "string"
      ? [{ path: issue.path, message: issue.message }]
      : [],
  );
}

/**
 * What a form shows for a failed submit (`@cairn/ui/form`'s `describeError`): the API's
 * sentence, and its issues to put beside the fields.
 */
export function errorDetails(
  error: unknown,
  fallback = "Something went wrong. Please try again.",
): { message: string; issues: ErrorIssue[] } {
  return { message: errorMessage(error, fallback), issues: errorIssues(error) };
}
