import { createContext, useContext } from "react";
import type { Person } from "./person";

export interface Session {
  user: Person;
  /** Ends the session on the server, clears `pmo-user` and returns to the public site. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in user of a dashboard path (the session gate provides it). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() is only available behind the session gate");
  return session;
}

/** The signed-in user where there may be none (the public /integrations and /system-status). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

/**
 * False while the session gate still asks the server whether someone is signed in: a public page
 * that changes with the session (`/link-chat/<token>`) waits instead of offering to log in.
 */
export const SessionCheckedContext = createContext<boolean>(true);

export function useSessionChecked(): boolean {
  return useContext(SessionCheckedContext);
}
