import type { Kpi } from "@cairn/schema/kpis";
import { describe, expect, it } from "vitest";
import {
  chartRows,
  dataTable,
  describePeriod,
  describeTrend,
  formatKpiValue,
  hasData,
  mondayOf,
  periodDays,
  scopeQueryString,
  trendOf,
  viewerProjects,
  widgetScope,
  widgetTitle,
} from "./chart-data";

const cycleTime: Kpi = {
  key: "cycle_time",
  label: "Cycle time",
  unit: "days",
  value: 4.25,
  previous: 5,
  keys: [
    { key: "median", label: "Median" },
    { key: "p85", label: "85th percentile" },
  ],
  series: [
    { weekStart: "2026-11-02", values: { median: 4, p85: 7.5 } },
    { weekStart: "2026-11-09", values: { median: null, p85: null } },
    { weekStart: "2026-11-16", values: { median: 4.5 } },
  ],
};

describe("formatKpiValue", () => {
  it("writes each unit the way a person reads it", () => {
    expect(formatKpiValue(12, "tasks")).toBe("12 tasks");
    expect(formatKpiValue(1, "tasks")).toBe("1 task");
    expect(formatKpiValue(3.46, "days")).toBe("3.5 days");
    expect(formatKpiValue(85, "percent")).toBe("85%");
    expect(formatKpiValue(7.25, "score")).toBe("7.3 points");
    expect(formatKpiValue(1200, "tasks")).toBe("1,200 tasks");
    expect(formatKpiValue(null, "days")).toBe("—");
  });
});

describe("trendOf", () => {
  it("compares with the period before, a fall in cycle time being good news", () => {
    const trend = trendOf(cycleTime);
    expect(trend.change).toBeCloseTo(-0.75);
    expect(trend.percent).toBeCloseTo(-15);
    expect(trend.direction).toBe("down");
    expect(trend.tone).toBe("good");
    expect(describeTrend(trend, "days")).toBe("−15% vs the period before (5 days)");
  });

  it("calls a rise in throughput good and a rise in overdue tasks bad", () => {
    expect(trendOf({ key: "throughput", value: 12, previous: 8 }).tone).toBe("good");
    expect(trendOf({ key: "overdue", value: 12, previous: 8 }).tone).toBe("bad");
    expect(trendOf({ key: "wip", value: 3, previous: 3 }).direction).toBe("flat");
    expect(trendOf({ key: "wip", value: 5, previous: 3 }).tone).toBe("neutral");
  });

  it("gives no percentage from zero and no trend without both figures", () => {
    const fromZero = trendOf({ key: "throughput", value: 3, previous: 0 });
    expect(fromZero.percent).toBeNull();
    expect(describeTrend(fromZero, "tasks")).toBe("+3 tasks vs the period before (0 tasks)");
    const unknown = trendOf({ key: "throughput", value: 3, previous: null });
    expect(unknown.direction).toBe("unknown");
    expect(describeTrend(unknown, "tasks")).toBe("No figure for the period before");
  });
});

describe("chartRows and dataTable", () => {
  it("makes a row per week with a field per line, a missing value as null", () => {
    expect(chartRows(cycleTime)).toEqual([
      { weekStart: "2026-11-02", week: "2 Nov", median: 4, p85: 7.5 },
      { weekStart: "2026-11-09", week: "9 Nov", median: null, p85: null },
      { weekStart: "2026-11-16", week: "16 Nov", median: 4.5, p85: null },
    ]);
  });

  it("tables the same figures with their units", () => {
    expect(dataTable(cycleTime)).toEqual({
      columns: ["Median", "85th percentile"],
      rows: [
        { week: "2 Nov", weekStart: "2026-11-02", cells: ["4 days", "7.5 days"] },
        { week: "9 Nov", weekStart: "2026-11-09", cells: ["—", "—"] },
        { week: "16 Nov", weekStart: "2026-11-16", cells: ["4.5 days", "—"] },
      ],
    });
  });

  it("knows when there is nothing to draw", () => {
    expect(hasData(cycleTime)).toBe(true);
    expect(
      hasData({ value: null, series: [{ weekStart: "2026-11-02", values: { value: null } }] }),
    ).toBe(false);
  });
});

describe("periods and scopes", () => {
  it("finds the Monday of a day's ISO week", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
  });

  it("runs the last N weeks from a Monday to today, and keeps a range as it is", () => {
    expect(periodDays({ kind: "last_weeks", weeks: 1 }, "2026-11-26")).toEqual({
      from: "2026-11-23",
      to: "2026-11-26",
    });
    expect(periodDays({ kind: "last_weeks", weeks: 4 }, "2026-11-26")).toEqual({
      from: "2026-11-02",
      to: "2026-11-26",
    });
    const range = { kind: "range", from: "2026-01-01", to: "2026-03-31" } as const;
    expect(periodDays(range, "2026-11-26")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(describePeriod(range)).toBe("2026-01-01 to 2026-03-31");
    expect(describePeriod({ kind: "last_weeks", weeks: 12 })).toBe("Last 12 weeks");
  });

  it("gives widgets of the same projects and period one scope, whatever their order", () => {
    const period = { kind: "last_weeks", weeks: 4 } as const;
    const a = widgetScope({ projectIds: [3, 1], period }, "2026-11-26");
    const b = widgetScope({ projectIds: [1, 3, 3], period }, "2026-11-26");
    expect(a).toEqual(b);
    expect(scopeQueryString(a)).toBe("from=2026-11-02&to=2026-11-26&projectIds=1%2C3");
    expect(scopeQueryString({ ...a, projectIds: [] })).toBe("from=2026-11-02&to=2026-11-26");
  });

  it("keeps of a widget's projects those the viewer reads", () => {
    const readable = new Set([1, 2]);
    expect(viewerProjects([2, 9], readable)).toEqual({ projectIds: [2], noneVisible: false });
    expect(viewerProjects([9], readable)).toEqual({ projectIds: [], noneVisible: true });
    expect(viewerProjects([], readable)).toEqual({ projectIds: [], noneVisible: false });
    expect(viewerProjects([9], undefined)).toEqual({ projectIds: [9], noneVisible: false });
  });

  it("titles a widget by its own title, else its KPI", () => {
    expect(widgetTitle({ title: "  ", kpi: "wip" })).toBe("Work in progress");
    expect(widgetTitle({ title: "Team flow", kpi: "wip" })).toBe("Team flow");
  });
});
