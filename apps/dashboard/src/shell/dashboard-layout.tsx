import { Outlet } from "react-router";
import { useSession } from "../features/session/session-context";
import { TourHost } from "../features/tour/tour-host";
import { DashboardHeader } from "./dashboard-header";

/** The frame of the three dashboards and their project pages: header, tour, page. */
export function DashboardLayout() {
  const { user } = useSession();
  return (
    <TourHost role={user.role}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <DashboardHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </div>
    </TourHost>
  );
}
