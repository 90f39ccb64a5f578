import { TRPCClientError } from "@trpc/client";
import { ApiError } from "./rest.js";

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
