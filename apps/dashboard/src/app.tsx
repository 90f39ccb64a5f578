import { Toaster } from "@cairn/ui/toast";
import { createBrowserRouter, Outlet, RouterProvider } from "react-router";
import { SessionGate } from "./features/session/session-gate";
import { type ApiClients, ApiProvider } from "./lib/api";
import { NotFoundPage } from "./routes/not-found-page";
import { RouteError } from "./routes/route-error";
import { DashboardLayout } from "./shell/dashboard-layout";

function Root() {
  return (
    <>
      <SessionGate>
        <Outlet />
      </SessionGate>
      <Toaster />
    </>
  );
}

/** The template library of the staff dashboards, at `<dashboard>/templates`. */
const templatesRoute = {
  path: "templates",
  lazy: () =>
    import("./routes/templates/templates-page").then((module) => ({
      Component: module.TemplatesPage,
    })),
};

/** API tokens and BI feeds, at `<dashboard>/api-access` on every dashboard. */
const apiAccessRoute = {
  path: "api-access",
  lazy: () =>
    import("./routes/api-access/api-access-page").then((module) => ({
      Component: module.ApiAccessPage,
    })),
};

/**
 * The KPI dashboards of every dashboard, at `<dashboard>/kpis`: lazy, so the builder and its
 * charting library load on these pages only.
 */
const kpiRoutes = [
  {
    path: "kpis",
    lazy: () =>
      import("./routes/kpis/kpi-dashboards-page").then((module) => ({
        Component: module.KpiDashboardsPage,
      })),
  },
  {
    path: "kpis/:dashboardId",
    lazy: () =>
      import("./routes/kpis/kpi-dashboard-page").then((module) => ({
        Component: module.KpiDashboardPage,
      })),
  },
];

/** The outgoing webhooks of the staff dashboards, at `<dashboard>/webhooks` (docs/webhooks.md). */
const webhooksRoute = {
  path: "webhooks",
  lazy: () =>
    import("./routes/webhooks/webhooks-page").then((module) => ({
      Component: module.WebhooksPage,
    })),
};

/**
 * The three dashboards, each with its project detail at `<dashboard>/projects/:projectId` (and a
 * task's panel over it at `…/tasks/:taskId`), the API page and the KPI dashboards; the staff ones
 * also with the template library and the webhooks.
 */
function dashboardRoute(
  path: string,
  page: () => Promise<{ Component: () => React.ReactNode }>,
  staff = false,
) {
  return {
    path,
    Component: DashboardLayout,
    children: [
      { index: true, lazy: page },
      ...(staff ? [templatesRoute, webhooksRoute] : []),
      apiAccessRoute,
      ...kpiRoutes,
      {
        path: "projects/:projectId",
        lazy: () =>
          import("./routes/project/project-detail-page").then((module) => ({
            Component: module.ProjectDetailPage,
          })),
        children: [
          {
            // A task's panel over its board, at its own address (docs/tasks.md, "Task panel").
            path: "tasks/:taskId",
            lazy: () =>
              import("./routes/project/task-panel-route").then((module) => ({
                Component: module.TaskPanelRoute,
              })),
          },
        ],
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
      dashboardRoute(
        "/admin-dashboard",
        () =>
          import("./routes/admin/admin-dashboard").then((module) => ({
            Component: module.AdminDashboard,
          })),
        true,
      ),
      dashboardRoute(
        "/consultant-dashboard",
        () =>
          import("./routes/consultant/consultant-dashboard").then((module) => ({
            Component: module.ConsultantDashboard,
          })),
        true,
      ),
      dashboardRoute("/user-dashboard", () =>
        import("./routes/client/client-dashboard").then((module) => ({
          Component: module.ClientDashboard,
        })),
      ),
      // Public pages (no sign-in): built in src/pages/operations/.
      {
        path: "/integrations",
        lazy: () =>
          import("./routes/public/integrations-page").then((module) => ({
            Component: module.default,
          })),
      },
      {
        path: "/system-status",
        lazy: () =>
          import("./routes/public/system-status-page").then((module) => ({
            Component: module.default,
          })),
      },
      {
        path: "/invitation/:token",
        lazy: () =>
          import("./routes/public/invitation-page").then((module) => ({
            Component: module.default,
          })),
      },
      {
        // The private link the Slack bot sends, to link a Slack account (docs/assistant.md).
        path: "/link-chat/:token",
        lazy: () =>
          import("./routes/public/link-chat-page").then((module) => ({
            Component: module.default,
          })),
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

const router = createBrowserRouter(routes);

/** The query client is made at boot (main.tsx), which fills it before the first render. */
export function App({ clients }: { clients: ApiClients }) {
  return (
    <ApiProvider clients={clients}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
