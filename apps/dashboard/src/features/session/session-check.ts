import { fetchSessionUser } from "@cairn/api-client/auth";
import type { Person } from "./person";

let started: Promise<Person> | undefined;

/**
 * Starts the session check (`GET /api/auth/me`) at boot (main.tsx), before React renders, so it runs beside the
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
