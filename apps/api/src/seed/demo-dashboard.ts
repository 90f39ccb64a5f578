/**
 * The demo's KPI dashboard (docs/kpis.md, "Dashboards"): Northwind's consultant shares it with
 * the Northwind project, so its client sees it too. Headline numbers across the top, then the
 * flow of work and the milestones below, all over the last 12 weeks.
 */
import type { Widget } from "@cairn/schema/dashboards";

export const DEMO_DASHBOARD_NAME = "Northwind delivery";

export function demoDashboardWidgets(projectId: number): Widget[] {
  const last12 = { kind: "last_weeks", weeks: 12 } as const;
  const widget = (
    id: string,
    kind: Widget["kind"],
    kpi: Widget["kpi"],
    layout: Widget["layout"],
  ): Widget => ({ id, kind, kpi, title: "", projectIds: [projectId], period: last12, layout });
  return [
    widget("throughput", "number", "throughput", { x: 0, y: 0, w: 3, h: 2 }),
    widget("cycle", "number", "cycle_time", { x: 3, y: 0, w: 3, h: 2 }),
    widget("on-time", "number", "on_time_rate", { x: 6, y: 0, w: 3, h: 2 }),
    widget("health", "number", "health_score", { x: 9, y: 0, w: 3, h: 2 }),
    widget("cycle-trend", "line", "cycle_time", { x: 0, y: 2, w: 6, h: 4 }),
    widget("done-weekly", "bar", "throughput", { x: 6, y: 2, w: 6, h: 4 }),
    widget("flow", "cumulative_flow", "cumulative_flow", { x: 0, y: 6, w: 8, h: 4 }),
    widget("milestones", "table", "milestone_progress", { x: 8, y: 6, w: 4, h: 4 }),
  ];
}
