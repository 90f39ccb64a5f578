import { DashboardsList } from "../../features/kpi-dashboards/dashboards-list";
import { PageBody } from "../../parts/page-header";

/** `<dashboard>/kpis`: the KPI dashboards of all three dashboards (docs/kpis.md). */
export function KpiDashboardsPage() {
  return (
    <PageBody>
      <DashboardsList />
    </PageBody>
  );
}
