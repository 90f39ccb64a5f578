import type { Widget } from "@cairn/schema/dashboards";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/** The one widget of a fixture dashboard: throughput of the last 4 weeks. */
export const FIXTURE_WIDGET: Widget = {
  id: "w1",
  kind: "number",
  kpi: "throughput",
  title: "",
  projectIds: [],
  period: { kind: "last_weeks", weeks: 4 },
  layout: { x: 0, y: 0, w: 4, h: 2 },
};

/** A dashboard written straight to the table (no plan limit): private, or shared with a project. */
export async function freshDashboard(
  db: Kysely<Database>,
  ownerId: number,
  sharedWith: number | null = null,
  widgets: Widget[] = [FIXTURE_WIDGET],
): Promise<{ id: number; widgetId: string }> {
  const row = await db
    .insertInto("kpiDashboards")
    .values({
      ownerId,
      name: "Fixture dashboard",
      visibility: sharedWith === null ? "private" : "shared",
      projectId: sharedWith,
      widgets: JSON.stringify(widgets),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, widgetId: widgets[0]?.id ?? "w1" };
}
