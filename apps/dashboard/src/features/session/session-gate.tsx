import { logout as endSession } from "@cairn/api-client/auth";
import { marketingUrl } from "@cairn/api-client/origins";
import { clearSavedUser, dashboardPath, mayBeSignedIn, saveUser } from "@cairn/api-client/session";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { UNAUTHORIZED_EVENT } from "../../lib/api";
import { clearConversations } from "./conversation-keys";
import type { Person } from "./person";
import { sessionCheck } from "./session-check";
import { type Session, SessionCheckedContext, SessionContext } from "./session-context";
import { SignedOut } from "./signed-out";

/** The dashboards behind a session; each one's signed-out text names it (docs/product.md §2.1). */
const GATED = [
  { root: "/admin-dashboard", name: "admin" },
  { root: "/consultant-dashboard", name: "consultant" },
  { root: "/user-dashboard", name: "user" },
] as const;

export function gatedDashboard(pathname: string): string | null {
  return gatedRoot(pathname)?.name ?? null;
}

function gatedRoot(pathname: string) {
  return GATED.find(({ root }) => pathname === root || pathname.startsWith(`${root}/`));
}

/**
 * Where a signed-in user who opened another role's dashboard belongs: their own dashboard, with
 * the rest of the path kept (a project link stays a project link; the API decides access).
 * Null when the path is already theirs.
 */
export function ownDashboardPath(pathname: string, role: string): string | null {
  const gated = gatedRoot(pathname);
  if (!gated) return null;
  const own = dashboardPath(role);
  if (gated.root === own) return null;
  return own + pathname.slice(gated.root.length);
}

type Status = { kind: "checking" } | { kind: "signed-in"; user: Person } | { kind: "signed-out" };

/**
 * Checks the session (`GET /api/auth/me`) when the browser holds a sign of one (the API's
 * readable hint cookie, or the saved profile); otherwise it is signed out at once, with no
 * request. Without one, the saved
 * user is cleared and only the signed-out text shows, with a way to log in. A 401 from any
 * later call (the session expired) does the same. The public paths (/integrations,
 * /system-status) render at once, and learn of the session when the check answers.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const dashboard = gatedDashboard(pathname);
  const queryClient = useQueryClient();
  // Nothing says someone signed in here: signed out, without asking the server.
  const [status, setStatus] = useState<Status>(() =>
    mayBeSignedIn() ? { kind: "checking" } : { kind: "signed-out" },
  );
  const checked = status.kind !== "checking";

  useEffect(() => {
    if (checked) return;
    const controller = new AbortController();
    // Usually already on its way: main.tsx starts it at boot (session-check.ts).
    sessionCheck(controller.signal)
      .then((user) => {
        if (controller.signal.aborted) return;
        saveUser(user);
        setStatus({ kind: "signed-in", user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.info("No session: showing the signed-out screen.", error);
        clearSavedUser();
        setStatus({ kind: "signed-out" });
      });
    return () => controller.abort();
  }, [checked]);

  useEffect(() => {
    const expire = () => {
      clearSavedUser();
      queryClient.clear();
      setStatus({ kind: "signed-out" });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, expire);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, expire);
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      // The cookie may already be gone; the local sign-out below still happens.
      console.warn("Logout request failed.", error);
    }
    clearSavedUser();
    clearConversations();
    queryClient.clear();
    // The public site forgets the saved user too: it may be another origin, with its own storage.
    window.location.assign(marketingUrl("/?signed_out=1"));
  }, [queryClient]);

  const session = useMemo<Session | null>(
    () => (status.kind === "signed-in" ? { user: status.user, logout } : null),
    [status, logout],
  );

  if (!dashboard) {
    return (
      <SessionCheckedContext.Provider value={checked}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </SessionCheckedContext.Provider>
    );
  }
  if (status.kind === "checking") return <div className="min-h-dvh" aria-busy="true" />;
  if (status.kind === "signed-out") return <SignedOut dashboard={dashboard} />;
  const elsewhere = ownDashboardPath(pathname, status.user.role);
  if (elsewhere) return <Navigate to={elsewhere + search} replace />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
