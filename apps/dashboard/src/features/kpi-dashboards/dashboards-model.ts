/**
 * The dashboards list's pure parts: whose dashboards are whose, the plan limits' hint, and the
 * changes a builder has not saved yet.
 */
import type { Dashboard, Widget } from "@cairn/schema/dashboards";
import { PLAN_LIMITS, PLAN_NAMES, type PlanId } from "@cairn/schema/plan-limits";
import { readingOrder } from "./layout-model";

/** The caller's own dashboards, and those others shared with them, each newest first. */
export function splitDashboards(
  dashboards: readonly Dashboard[],
  userId: number,
): { mine: Dashboard[]; shared: Dashboard[] } {
  const newest = [...dashboards].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    mine: newest.filter((dashboard) => dashboard.owner.id === userId),
    shared: newest.filter((dashboard) => dashboard.owner.id !== userId),
  };
}

/** "Free Trial: 1 dashboard · Pro: 20 dashboards · Scale: no limit", from PLAN_LIMITS. */
export function planLimitHint(): string {
  return (Object.keys(PLAN_LIMITS) as PlanId[])
    .map((plan) => {
      const limit = PLAN_LIMITS[plan].dashboards;
      const text =
        limit === null ? "no limit" : `${limit} ${limit === 1 ? "dashboard" : "dashboards"}`;
      return `${PLAN_NAMES[plan]}: ${text}`;
    })
    .join(" · ");
}

/** Widgets as they are saved: in reading order, so the CSV and screen readers go top to bottom. */
export function widgetsToSave(widgets: readonly Widget[]): Widget[] {
  return readingOrder(widgets);
}

/** Whether the builder's widgets differ from the saved ones (order aside). */
export function hasUnsavedChanges(saved: readonly Widget[], draft: readonly Widget[]): boolean {
  const key = (list: readonly Widget[]) =>
    JSON.stringify(
      [...list]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((widget) => ({
          ...widget,
          projectIds: [...widget.projectIds].sort((a, b) => a - b),
        })),
    );
  return key(saved) !== key(draft);
}
