import { apiRequest } from "@cairn/api-client/rest";
import { STORAGE_KEYS } from "@cairn/schema/constants";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SignedOut } from "./signed-out";

/** The dashboards behind a session; each one's signed-out text names it (spec §2.1). */
const GATED = [
  { root: "/admin-dashboard", name: "admin" },
  { root: "/consultant-dashboard", name: "consultant" },
  { root: "/user-dashboard", name: "user" },
] as const;

export function gatedDashboard(pathname: string): string | null {
  const match = GATED.find(({ root }) => pathname === root || pathname.startsWith(`${root}/`));
  return match?.name ?? null;
}

type Status = "checking" | "signed-in" | "signed-out";

/**
 * Checks the session (`GET /api/auth/me`) on the three dashboard paths. Without one, the
 * saved user is cleared and only the signed-out text shows, with a way to log in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const dashboard = gatedDashboard(pathname);
  const [status, setStatus] = useState<Status>(dashboard ? "checking" : "signed-in");

  useEffect(() => {
    if (!dashboard) return;
    const controller = new AbortController();
    apiRequest("GET", "/api/auth/me", undefined, { signal: controller.signal })
      .then(() => setStatus("signed-in"))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.info("No session: showing the signed-out screen.", error);
        window.localStorage.removeItem(STORAGE_KEYS.user);
        setStatus("signed-out");
      });
    return () => controller.abort();
  }, [dashboard]);

  if (!dashboard || status === "signed-in") return children;
  if (status === "checking") return <div className="min-h-dvh" aria-busy="true" />;
  return <SignedOut dashboard={dashboard} />;
}
