import type { Dashboard, Widget } from "@cairn/schema/dashboards";
import { describe, expect, it } from "vitest";
import {
  hasUnsavedChanges,
  planLimitHint,
  splitDashboards,
  widgetsToSave,
} from "./dashboards-model";

const board = (id: number, ownerId: number, updatedAt: string): Dashboard => ({
  id,
  name: `Dashboard ${id}`,
  visibility: ownerId === 1 ? "private" : "shared",
  projectId: ownerId === 1 ? null : 7,
  projectName: ownerId === 1 ? null : "Apollo",
  owner: { id: ownerId, name: `Person ${ownerId}` },
  editable: ownerId === 1,
  widgets: [],
  version: 1,
  createdAt: updatedAt,
  updatedAt,
});

const widget = (id: string, x: number, y: number, projectIds: number[] = []): Widget => ({
  id,
  kind: "bar",
  kpi: "throughput",
  title: "",
  projectIds,
  period: { kind: "last_weeks", weeks: 12 },
  layout: { x, y, w: 4, h: 3 },
});

describe("splitDashboards", () => {
  it("puts the caller's own first list and others' shared ones second, newest first", () => {
    const { mine, shared } = splitDashboards(
      [
        board(1, 1, "2026-11-01T10:00:00.000Z"),
        board(2, 5, "2026-11-03T10:00:00.000Z"),
        board(3, 1, "2026-11-02T10:00:00.000Z"),
      ],
      1,
    );
    expect(mine.map((dashboard) => dashboard.id)).toEqual([3, 1]);
    expect(shared.map((dashboard) => dashboard.id)).toEqual([2]);
  });
});

describe("planLimitHint", () => {
  it("names each plan's allowance from PLAN_LIMITS", () => {
    expect(planLimitHint()).toBe("Free Trial: 1 dashboard · Pro: 20 dashboards · Scale: no limit");
  });
});

describe("unsaved changes", () => {
  it("ignores order but sees a moved widget or changed projects", () => {
    const saved = [widget("a", 0, 0, [1, 2]), widget("b", 4, 0)];
    expect(hasUnsavedChanges(saved, [widget("b", 4, 0), widget("a", 0, 0, [2, 1])])).toBe(false);
    expect(hasUnsavedChanges(saved, [widget("a", 0, 3, [1, 2]), widget("b", 4, 0)])).toBe(true);
    expect(hasUnsavedChanges(saved, [widget("a", 0, 0, [1])])).toBe(true);
  });

  it("saves widgets top to bottom, left to right", () => {
    const order = widgetsToSave([widget("low", 0, 3), widget("right", 4, 0), widget("left", 0, 0)]);
    expect(order.map((item) => item.id)).toEqual(["left", "right", "low"]);
  });
});
