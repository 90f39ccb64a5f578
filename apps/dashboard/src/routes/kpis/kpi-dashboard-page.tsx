import { useParams } from "react-router";
import { DashboardBuilder } from "../../features/kpi-dashboards/dashboard-builder";
import { PageBody } from "../../parts/page-header";
import { NotFoundPage } from "../not-found-page";

/** `<dashboard>/kpis/:dashboardId`: one KPI dashboard, its builder for its owner. */
export function KpiDashboardPage() {
  const { dashboardId } = useParams();
  const id = Number(dashboardId);
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <PageBody>
      <DashboardBuilder key={id} dashboardId={id} />
    </PageBody>
  );
}
