/**
 * REST calls the way the contract's client makes them (docs/product.md §7, §8): cookies always sent, a JSON body
 * only when there is one, and any non-OK answer raised as an error whose message is
 * "<status>: <body text, or the status text when the body is empty>".
 */

import { apiUrl } from "./origins.js";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The `{ error, code }` body of the API, when the answer was one. */
  get body(): { error?: string; code?: string; success?: boolean } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
}

/** `path` is the API's own (`/api/leads`); it is sent to the API's origin (origins.ts). */
export async function apiRequest(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  init: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<Response> {
  const response = await (init.fetch ?? fetch)(apiUrl(path), {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** What `readAnswer` needs of a zod schema: this package reaches zod through `@cairn/schema` only. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * An OK answer's JSON, checked by its schema from `@cairn/schema` rather than cast: an answer of
 * another shape (an API of another version, a proxy's page) fails here, with `failure` as the
 * message and zod's issues as the cause, instead of where a missing field is first read.
 */
export async function readAnswer<T>(
  response: Response,
  schema: AnswerSchema<T>,
  failure: string,
): Promise<T> {
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new Error(failure, { cause: parsed.error });
  return parsed.data;
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/**
 * The contract's default data fetch: the query key's segments joined with "/" are the path, the
 * answer is parsed JSON, and a 401 either throws (default) or resolves to null.
 */
export function getQueryFn<T>(
  options: { on401?: UnauthorizedBehavior; fetch?: typeof fetch } = {},
) {
  return async ({
    queryKey,
    signal,
  }: {
    queryKey: readonly unknown[];
    signal?: AbortSignal;
  }): Promise<T | null> => {
    const response = await (options.fetch ?? fetch)(apiUrl(queryKey.join("/")), {
      credentials: "include",
      signal,
    });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * What each browser's fetch says when no answer came at all (offline, the server down):
 * Chromium, Firefox, Safari, Node's undici. tRPC passes the same message on.
 */
const NO_ANSWER =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|fetch failed)$/;

/** What a person is told when the request never reached Cairn. */
export const UNREACHABLE_MESSAGE =
  "Cairn could not be reached. Check your connection and try again.";

/**
 * The message to show a person: the API's own words when there are some, and a sentence rather
 * than the browser's "Failed to fetch" when no answer came.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.error ?? error.message;
  if (error instanceof Error && NO_ANSWER.test(error.message)) return UNREACHABLE_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
