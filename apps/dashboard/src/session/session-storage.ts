import { STORAGE_KEYS } from "@cairn/schema/constants";
import type { Person } from "../lib/person";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the `pmo-user` profile (display only: the server decides access) in step with the session. */
export function saveUser(user: Person): void {
  const { id, username, firstName, lastName, email, role, company } = user;
  storage()?.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id, username, firstName, lastName, email, role, company }),
  );
}

export function clearSavedUser(): void {
  storage()?.removeItem(STORAGE_KEYS.user);
  forgetSignedInHint();
}

/** The readable cookie the API sets beside the session at login (and clears at logout). */
const SIGNED_IN_HINT = "cairn_signed_in";

/**
 * Whether anything says someone signed in from this browser: the API's hint cookie or the saved
 * profile. When nothing does, the apps do not ask the server — being signed out is not an error.
 */
export function mayBeSignedIn(): boolean {
  const hinted = document.cookie
    .split(";")
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT}=`));
  return hinted || storage()?.getItem(STORAGE_KEYS.user) != null;
}

/** After the server said "no session", so the next visit does not ask again. */
function forgetSignedInHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser Cairn supports (nor in jsdom)
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Reads and removes the start_onboarding_tour flag (docs/product.md §2.1): true when it was set. */
export function consumeStartTourFlag(): boolean {
  const store = storage();
  const value = store?.getItem(STORAGE_KEYS.startOnboardingTour);
  if (value === null || value === undefined) return false;
  store?.removeItem(STORAGE_KEYS.startOnboardingTour);
  return value !== "false";
}

export type TourOutcome = "completed" | "skipped";

/** The tour shows only while no outcome is stored for the role (docs/product.md §4 Tour). */
export function tourOutcome(role: string): string | null {
  return storage()?.getItem(STORAGE_KEYS.onboarding(role)) ?? null;
}

export function recordTourOutcome(role: string, outcome: TourOutcome): void {
  storage()?.setItem(STORAGE_KEYS.onboarding(role), outcome);
}
