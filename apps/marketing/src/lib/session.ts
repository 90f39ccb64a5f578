import { useEffect, useState } from "react";
import { dashboardPathFor, START_TOUR_STORAGE_KEY, USER_STORAGE_KEY } from "./core-constants";

const CHANGE_EVENT = "cairn:saved-user";

/** The profile kept in browser storage (`pmo-user`) for display; the server decides access. */
export interface SavedUser {
  id?: number;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  role: string;
}

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
  const raw = store?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSavedUser(parsed)) return parsed;
    throw new Error("no role or username");
  } catch (error) {
    console.warn("Removed an unreadable saved user.", error);
    store?.removeItem(USER_STORAGE_KEY);
    return null;
  }
}

export function saveUser(user: SavedUser, store: Storage | null = storage()): void {
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
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

export function displayName(user: SavedUser): string {
  return user.firstName?.trim() || user.username;
}

export function dashboardFor(user: SavedUser): string {
  return dashboardPathFor(user.role);
}

export function setStartTourFlag(store: Storage | null = storage()): void {
  store?.setItem(START_TOUR_STORAGE_KEY, "true");
}
