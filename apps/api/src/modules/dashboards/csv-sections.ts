/** A dashboard's widgets as the sections of its CSV (dashboard-csv.ts, widget-csv.ts). */
import type { CsvSection } from "../kpis/csv.js";
import { scopeLabel } from "../kpis/scope-names.js";
import type { DashboardRow } from "./dashboards.repo.js";
import type { dashboardOr404, Viewer } from "./find.js";
import { widgetFigures } from "./widget-figures.js";

type Db = Parameters<typeof dashboardOr404>[0];

/** One CSV section per widget: its figures as the viewer may see them. */
export async function csvSections(
  db: Db,
  viewer: Viewer,
  dashboard: DashboardRow,
  widgets: DashboardRow["widgets"],
  now: Date,
): Promise<CsvSection[]> {
  const out: CsvSection[] = [];
  for (const widget of widgets) {
    const figures = await widgetFigures(db, viewer, widget, now);
    out.push({
      dashboard: dashboard.name,
      widget: widget.title || figures.kpi.label,
      projects: await scopeLabel(
        db,
        widget.projectIds.length === 0 ? undefined : figures.projectIds,
      ),
      kpis: [figures.kpi],
    });
  }
  return out;
}
