/**
 * A widget's figures for whoever looks (docs/kpis.md, "Dashboards"): its KPI over its period,
 * for its projects that the VIEWER reads (all they read when it names none). A project the
 * viewer may not read is left out silently: the dashboard is the owner's arrangement, and a
 * shared one must never show a viewer another client's figures.
 */
import type { Widget, WidgetPeriod } from "@cairn/schema/dashboards";
import type { Kpi } from "@cairn/schema/kpis";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { readableProjectIds } from "../kpis/kpis.repo.js";
import { day, mondayOf, resolvePeriod } from "../kpis/period.js";
import { computeKpis } from "../kpis/report.js";
import type { Viewer } from "./find.js";

const DAY_MS = 86_400_000;

/** A widget's period as days: the last N ISO weeks end today and start N - 1 Mondays back. */
export function widgetDays(period: WidgetPeriod, now: Date): { from: string; to: string } {
  if (period.kind === "range") return { from: period.from, to: period.to };
  const to = day(now.getTime());
  return { from: day(Date.parse(mondayOf(to)) - (period.weeks - 1) * 7 * DAY_MS), to };
}

export async function widgetFigures(
  db: Kysely<Database>,
  viewer: Viewer,
  widget: Widget,
  now: Date,
): Promise<{ projectIds: number[]; kpi: Kpi }> {
  const readable = await readableProjectIds(db, viewer, viewer.plans);
  const chosen = new Set(widget.projectIds);
  const projectIds =
    widget.projectIds.length === 0 ? readable : readable.filter((id) => chosen.has(id));
  const period = resolvePeriod(widgetDays(widget.period, now), now);
  const [kpi] = await computeKpis(db, projectIds, period, [widget.kpi]);
  if (!kpi) throw new Error(`No figures for ${widget.kpi}`);
  return { projectIds, kpi };
}
