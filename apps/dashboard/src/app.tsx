import { Toaster } from "@cairn/ui/toast";
import { createBrowserRouter, Outlet, RouterProvider } from "react-router";
import { ApiProvider } from "./lib/api";
import { NotFoundPage } from "./pages/not-found-page";
import { RouteError } from "./pages/route-error";
import { SessionGate } from "./session/session-gate";
import { DashboardLayout } from "./shell/dashboard-layout";

function Root() {
  return (
    <ApiProvider>
      <SessionGate>
        <Outlet />
      </SessionGate>
      <Toaster />
    </ApiProvider>
  );
}

/** The three dashboards, each with its project detail at `<dashboard>/projects/:projectId`. */
function dashboardRoute(path: string, page: () => Promise<{ Component: () => React.ReactNode }>) {
  return {
    path,
    Component: DashboardLayout,
    children: [
      { index: true, lazy: page },
      {
        path: "projects/:projectId",
        lazy: () =>
          import("./project/project-detail-page").then((module) => ({
            Component: module.ProjectDetailPage,
          })),
      },
      { path: "*", Component: NotFoundPage },
    ],
  };
}

export const routes = [
  {
    Component: Root,
    // Shown for the moment the first page's code loads.
    HydrateFallback: () => <div className="min-h-dvh" aria-busy="true" />,
    ErrorBoundary: RouteError,
    children: [
      dashboardRoute("/admin-dashboard", () =>
        import("./admin/admin-dashboard").then((module) => ({
          Component: module.AdminDashboard,
        })),
      ),
      dashboardRoute("/consultant-dashboard", () =>
        import("./consultant/consultant-dashboard").then((module) => ({
          Component: module.ConsultantDashboard,
        })),
      ),
      dashboardRoute("/user-dashboard", () =>
        import("./client/client-dashboard").then((module) => ({
          Component: module.ClientDashboard,
        })),
      ),
      // Public pages (no sign-in): built in src/pages/operations/.
      {
        path: "/integrations",
        lazy: () =>
          import("./pages/operations/integrations-page").then((module) => ({
            Component: module.default,
          })),
      },
      {
        path: "/system-status",
        lazy: () =>
          import("./pages/operations/system-status-page").then((module) => ({
            Component: module.default,
          })),
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

const router = createBrowserRouter(routes);

export function App() {
  return <RouterProvider router={router} />;
}
