import { describe, expect, it } from "vitest";
import {
  DEFAULT_METRICS,
  errorRateIsHigh,
  formatLastSync,
  formatMetadata,
  formatMs,
  formatPercent,
  healthBadge,
  POLLS,
  pollEvery,
} from "./monitoring-model";

describe("health badge (docs/product.md §2.14)", () => {
  it("shows HEALTHY, WARNING and error with their colours", () => {
    expect(healthBadge("healthy")).toEqual({ label: "HEALTHY", tone: "success" });
    expect(healthBadge("warning")).toEqual({ label: "WARNING", tone: "warning" });
    expect(healthBadge("error")).toEqual({ label: "error", tone: "danger" });
  });

  it("shows UNKNOWN for anything else, a failed load included", () => {
    for (const status of [undefined, null, "", "HEALTHY", "degraded"]) {
      expect(healthBadge(status)).toEqual({ label: "UNKNOWN", tone: "neutral" });
    }
  });
});

describe("API error rate (docs/product.md §9)", () => {
  it("is red above 10 %, not at 10 %", () => {
    expect([0, 9.9, 10, 10.01, 50].map(errorRateIsHigh)).toEqual([false, false, false, true, true]);
  });
});

describe("polls (docs/product.md §9)", () => {
  it("uses the contract's intervals", () => {
    expect(POLLS).toEqual({
      statusPage: { metrics: 5000, health: 3000, logs: 10000, activity: 5000 },
      adminPanel: { metrics: 10000, health: 5000 },
    });
  });

  it("stops every poll when auto refresh is off", () => {
    expect(pollEvery(true, 3000)).toBe(3000);
    expect(pollEvery(false, 3000)).toBe(false);
    const off = Object.values(POLLS.statusPage).map((ms) => pollEvery(false, ms));
    expect(off).toEqual([false, false, false, false]);
  });
});

describe("defaults and formats", () => {
  it("replaces failed metrics by zeros (docs/product.md §8)", () => {
    expect(DEFAULT_METRICS.database).toMatchObject({ queryCount: 0, errorCount: 0 });
    expect(DEFAULT_METRICS.api).toMatchObject({ totalRequests: 0, errorRate: 0 });
    expect(DEFAULT_METRICS.integrations).toEqual([]);
  });

  it("formats times, rates and the last sync", () => {
    expect(formatMs(0.42)).toBe("0.4 ms");
    expect(formatMs(12.345)).toBe("12.3 ms");
    expect(formatMs(1234.5)).toBe("1,235 ms");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatLastSync(null)).toBe("Never");
    expect(formatLastSync("2025-03-04T10:05:09.000Z")).toMatch(/Mar/);
  });

  it("shows metadata as formatted JSON, or nothing when empty", () => {
    expect(formatMetadata(null)).toBeNull();
    expect(formatMetadata({})).toBeNull();
    expect(formatMetadata({ route: "/api/x", status: 500 })).toBe(
      '{\n  "route": "/api/x",\n  "status": 500\n}',
    );
  });
});
