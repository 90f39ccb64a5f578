import { apiRequest } from "@cairn/api-client/rest";
import type { Person } from "./person";

function isUser(value: unknown): value is Person {
  return (
    typeof value === "object" &&
    value !== null &&
    "id" in value &&
    "username" in value &&
    "role" in value
  );
}

/** `GET /api/auth/me`: the signed-in user, or a rejection when there is no session. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<Person> {
  const response = await apiRequest("GET", "/api/auth/me", undefined, { signal });
  const body: unknown = await response.json();
  const user = typeof body === "object" && body !== null && "user" in body ? body.user : undefined;
  if (!isUser(user)) throw new Error("GET /api/auth/me answered without a user");
  return user;
}

let started: Promise<Person> | undefined;

/**
 * Starts the session check at boot (main.tsx), before React renders, so it runs beside the
 * route's code and the first data instead of after them; the session gate takes its answer.
 */
export function startSessionCheck(): void {
  started = fetchSessionUser();
  // Read by the gate, maybe after it settled: its rejection is the gate's to handle.
  started.catch(() => undefined);
}

/**
 * The check started at boot, once (a later check asks again: StrictMode's second mount in
 * development, say); otherwise a new one.
 */
export function sessionCheck(signal: AbortSignal): Promise<Person> {
  const early = started;
  started = undefined;
  return early ?? fetchSessionUser(signal);
}
