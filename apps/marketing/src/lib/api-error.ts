import { ApiError } from "@cairn/api-client/rest";

/** The API's own words (`{ error }`), else the error's message, else the fallback. */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.error ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
