/**
 * The browser's side of a session, for both web apps (docs/product.md §2.1, §9): the `pmo-user`
 * profile kept for display (the server decides access), the start-the-tour flag, each role's
 * tour outcome, and the one place the API's role `user` is called `client`.
 */
import { DASHBOARD_PATHS, STORAGE_KEYS } from "@cairn/schema/session-keys";
import { useEffect, useState } from "react";

/** The role as the apps name it; the API stores a client as `user`. */
export type AppRole = "admin" | "consultant" | "client";

/** The API's role as the apps name it: `user`, and anything unknown, is a client (§6). */
export function appRole(stored: string | undefined): AppRole {
  return stored === "admin" || stored === "consultant" ? stored : "client";
}

/** The role the API stores for an app role. */
export function storedRole(role: AppRole): "admin" | "consultant" | "user" {
  return role === "client" ? "user" : role;
}

/** The dashboard a role lands on; the paths keep the API's names (`/user-dashboard`). */
export function dashboardPath(role: string | undefined): string {
  return DASHBOARD_PATHS[storedRole(appRole(role))];
}

/** The profile kept in browser storage (`pmo-user`) for display; the server decides access. */
export interface SavedUser {
  id?: number;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  role: string;
  company?: string | null;
}

/** How the apps greet the saved user: the first name, or the username. */
export function displayName(user: Pick<SavedUser, "firstName" | "username">): string {
  return user.firstName?.trim() || user.username;
}

const CHANGE_EVENT = "cairn:saved-user";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isSavedUser(value: unknown): value is SavedUser {
  return (
    typeof value === "object" &&
    value !== null &&
    "role" in value &&
    typeof value.role === "string" &&
    "username" in value &&
    typeof value.username === "string"
  );
}

/** The saved user, or null. One that cannot be read is logged and removed (docs/product.md §2.1). */
export function readSavedUser(store: Storage | null = storage()): SavedUser | null {
  const raw = store?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSavedUser(parsed)) return parsed;
    throw new Error("no role or username");
  } catch (error) {
    console.warn("Removed an unreadable saved user.", error);
    store?.removeItem(STORAGE_KEYS.user);
    return null;
  }
}

/** Keeps the profile in step with the session; only the fields meant for display are kept. */
export function saveUser(user: SavedUser, store: Storage | null = storage()): void {
  const { id, username, firstName, lastName, email, role, company } = user;
  store?.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ id, username, firstName, lastName, email, role, company }),
  );
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The readable cookie the API sets beside the session at login (and clears at logout). */
const SIGNED_IN_HINT = "cairn_signed_in";

/** After the server said "no session": the profile and the hint go, so no visit asks again. */
export function clearSavedUser(store: Storage | null = storage()): void {
  store?.removeItem(STORAGE_KEYS.user);
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser Cairn supports (nor in jsdom)
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Whether anything says someone signed in from this browser: the API's hint cookie or the saved
 * profile. When nothing does, the apps do not ask the server — being signed out is not an error.
 */
export function mayBeSignedIn(store: Storage | null = storage()): boolean {
  const hinted = document.cookie
    .split(";")
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT}=`));
  return hinted || store?.getItem(STORAGE_KEYS.user) != null;
}

/** The saved user, kept up to date when someone signs in here or in another tab. */
export function useSavedUser(): SavedUser | null {
  const [user, setUser] = useState<SavedUser | null>(() => readSavedUser());
  useEffect(() => {
    const update = () => setUser(readSavedUser());
    window.addEventListener(CHANGE_EVENT, update);
    window.addEventListener("storage", update);
    return () => {
      window.removeEventListener(CHANGE_EVENT, update);
      window.removeEventListener("storage", update);
    };
  }, []);
  return user;
}

/** Asks the dashboard to start the onboarding tour on its next load (docs/product.md §2.1). */
export function setStartTourFlag(store: Storage | null = storage()): void {
  store?.setItem(STORAGE_KEYS.startOnboardingTour, "true");
}

/** The flag as it travels to a dashboard on another origin, whose storage is its own. */
const START_TOUR_PARAM = "tour";

/**
 * Reads and removes the start_onboarding_tour flag: true when it was set here, or when the
 * public site sent it along in the address (`?tour=start`), which is then tidied away.
 */
export function consumeStartTourFlag(store: Storage | null = storage()): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(START_TOUR_PARAM) === "start") {
    url.searchParams.delete(START_TOUR_PARAM);
    window.history.replaceState(window.history.state, "", url);
    store?.removeItem(STORAGE_KEYS.startOnboardingTour);
    return true;
  }
  const value = store?.getItem(STORAGE_KEYS.startOnboardingTour);
  if (value === null || value === undefined) return false;
  store?.removeItem(STORAGE_KEYS.startOnboardingTour);
  return value !== "false";
}

/**
 * A dashboard address that carries this browser's start-tour flag along: the dashboard may be
 * on another origin (docs/deploying.md), where this page's storage cannot be read.
 */
export function carryStartTourFlag(address: string, store: Storage | null = storage()): string {
  const value = store?.getItem(STORAGE_KEYS.startOnboardingTour);
  if (value === null || value === undefined || value === "false") return address;
  store?.removeItem(STORAGE_KEYS.startOnboardingTour);
  return `${address}${address.includes("?") ? "&" : "?"}${START_TOUR_PARAM}=start`;
}

export type TourOutcome = "completed" | "skipped";

/** The stored outcome of a role's tour; the tour shows only while there is none (§4 Tour). */
export function tourOutcome(role: string, store: Storage | null = storage()): string | null {
  return store?.getItem(STORAGE_KEYS.onboarding(role)) ?? null;
}

/** Whether a role's tour may start by itself: storage works and no outcome is stored. */
export function shouldShowTour(role: string, store: Storage | null = storage()): boolean {
  return store !== null && tourOutcome(role, store) === null;
}

export function recordTourOutcome(
  role: string,
  outcome: TourOutcome,
  store: Storage | null = storage(),
): void {
  store?.setItem(STORAGE_KEYS.onboarding(role), outcome);
}
