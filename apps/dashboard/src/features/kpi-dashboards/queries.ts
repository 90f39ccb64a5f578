/**
 * The KPI dashboards' server calls, named once. The list (dashboards-list.tsx), the builder
 * (dashboard-builder.tsx) and each widget (widget-card.tsx) read the dashboards, one dashboard,
 * the KPI figures and the projects the person may pick; they write dashboards (create, update,
 * delete), after which the list reads again and the one dashboard is stored as the server
 * answered it. The figures are cached by scope (projects and days), so widgets over the same
 * scope share one `kpis.get`, and a dashboard opened again within a minute draws at once.
 * What a refusal carries (a newer dashboard, the plan's limit) is read in kpi-requests.ts.
 */
import { appRole } from "@cairn/api-client/session";
import type { Dashboard } from "@cairn/schema/dashboards";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";
import { useSession } from "../session/session-context";
import type { KpiScope } from "./chart-data";

export function useDashboards() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.dashboards.list.queryOptions(),
    select: (answer) => answer.dashboards,
  });
}

export function useDashboard(dashboardId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.dashboards.get.queryOptions({ dashboardId }));
}

/** `kpis.get` for a scope: every KPI of those projects and days (one request per scope). */
export function useKpis(scope: KpiScope, enabled = true) {
  const trpc = useTRPC();
  const input = {
    from: scope.from,
    to: scope.to,
    ...(scope.projectIds.length > 0 ? { projectIds: scope.projectIds } : {}),
  };
  return useQuery({ ...trpc.kpis.get.queryOptions(input), staleTime: 60_000, enabled });
}

/** After any change: the list again, and the one dashboard as the server answered it. */
function useSettle() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    saved(dashboard: Dashboard) {
      queryClient.setQueryData(
        trpc.dashboards.get.queryKey({ dashboardId: dashboard.id }),
        dashboard,
      );
      return queryClient.invalidateQueries({ queryKey: trpc.dashboards.list.queryKey() });
    },
    /** Shows `dashboard` as it now is (a 409's newer one) without asking again. */
    replace(dashboard: Dashboard) {
      queryClient.setQueryData(
        trpc.dashboards.get.queryKey({ dashboardId: dashboard.id }),
        dashboard,
      );
    },
    removed(dashboardId: number) {
      queryClient.removeQueries({ queryKey: trpc.dashboards.get.queryKey({ dashboardId }) });
      return queryClient.invalidateQueries({ queryKey: trpc.dashboards.list.queryKey() });
    },
  };
}

export function useReplaceDashboard() {
  return useSettle().replace;
}

export function useCreateDashboard() {
  const trpc = useTRPC();
  const settle = useSettle();
  return useMutation(
    trpc.dashboards.create.mutationOptions({ onSuccess: (saved) => settle.saved(saved) }),
  );
}

export function useUpdateDashboard() {
  const trpc = useTRPC();
  const settle = useSettle();
  return useMutation(
    trpc.dashboards.update.mutationOptions({ onSuccess: (saved) => settle.saved(saved) }),
  );
}

export function useDeleteDashboard() {
  const trpc = useTRPC();
  const settle = useSettle();
  return useMutation(
    trpc.dashboards.remove.mutationOptions({
      onSuccess: (_answer, input) => settle.removed(input.dashboardId),
    }),
  );
}

/**
 * The projects the person may read, to pick a widget's projects or the project a dashboard is
 * shared with: all of them for an admin, those they lead for a consultant, their own for a client.
 */
export function useReadableProjects() {
  const trpc = useTRPC();
  const { user } = useSession();
  const role = appRole(user.role);
  const input = { userId: user.id, ...WHOLE_LIST };
  return useQuery(
    role === "admin"
      ? trpc.projects.list.queryOptions(WHOLE_LIST)
      : role === "consultant"
        ? trpc.projects.listByConsultant.queryOptions(input)
        : trpc.projects.listByClient.queryOptions(input),
  );
}
