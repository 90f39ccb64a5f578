/**
 * React Query around the KPI dashboards' calls. The figures are cached by scope (projects and
 * days), so widgets over the same scope share one `GET /api/kpis`, and a dashboard opened again
 * within a minute draws at once.
 */
import { appRole } from "@cairn/api-client/session";
import type { Dashboard } from "@cairn/schema/dashboards";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { useSession } from "../session/session-context";
import type { KpiScope } from "./chart-data";
import {
  createDashboard,
  type DashboardFields,
  deleteDashboard,
  fetchKpis,
  getDashboard,
  listDashboards,
  updateDashboard,
} from "./kpi-requests";

export const kpiKeys = {
  dashboards: ["kpi-dashboards"] as const,
  dashboard: (id: number) => ["kpi-dashboards", id] as const,
  kpis: (scope: KpiScope) => ["kpis", scope.projectIds.join(","), scope.from, scope.to] as const,
};

export function useDashboards() {
  return useQuery({
    queryKey: kpiKeys.dashboards,
    queryFn: ({ signal }) => listDashboards(signal),
  });
}

export function useDashboard(id: number) {
  return useQuery({
    queryKey: kpiKeys.dashboard(id),
    queryFn: ({ signal }) => getDashboard(id, signal),
  });
}

export function useKpis(scope: KpiScope) {
  return useQuery({
    queryKey: kpiKeys.kpis(scope),
    queryFn: ({ signal }) => fetchKpis(scope, signal),
    staleTime: 60_000,
  });
}

/** After any change: the list again, and the one dashboard as the server answered it. */
function useSettle() {
  const queryClient = useQueryClient();
  return (saved?: Dashboard) => {
    if (saved) queryClient.setQueryData(kpiKeys.dashboard(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: kpiKeys.dashboards, exact: true });
  };
}

export function useCreateDashboard() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (fields: DashboardFields) => createDashboard(fields),
    onSuccess: (saved) => settle(saved),
  });
}

export function useUpdateDashboard() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: { id: number; version: number; fields: Partial<DashboardFields> }) =>
      updateDashboard(input.id, input.version, input.fields),
    onSuccess: (saved) => settle(saved),
  });
}

export function useDeleteDashboard() {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDashboard(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: kpiKeys.dashboard(id) });
      return settle();
    },
  });
}

/**
 * The projects the person may read, to pick a widget's projects or the project a dashboard is
 * shared with: all of them for an admin, those they lead for a consultant, their own for a client.
 */
export function useReadableProjects() {
  const trpc = useTRPC();
  const { user } = useSession();
  const role = appRole(user.role);
  const input = { userId: user.id, limit: 1000 };
  return useQuery(
    role === "admin"
      ? trpc.projects.list.queryOptions({ limit: 1000 })
      : role === "consultant"
        ? trpc.projects.listByConsultant.queryOptions(input)
        : trpc.projects.listByClient.queryOptions(input),
  );
}
