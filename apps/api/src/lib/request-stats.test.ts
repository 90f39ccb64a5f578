import { describe, expect, it } from "vitest";
import { RequestStats } from "./request-stats.js";

describe("RequestStats", () => {
  it("starts at zero", () => {
    expect(new RequestStats(() => 0).snapshot()).toEqual({
      totalRequests: 0,
      errors: 0,
      totalMs: 0,
      errorRate: 0,
      avgResponseTime: 0,
      recent: { requests: 0, errors: 0, errorRate: 0 },
    });
  });

  it("counts requests, the 5xx share in percent and the mean time", () => {
    const stats = new RequestStats(() => 1_000_000);
    stats.record(200, 10);
    stats.record(404, 20);
    stats.record(500, 30);
    stats.record(503, 40);
    stats.record(201, 0);
    const snapshot = stats.snapshot();
    expect(snapshot.totalRequests).toBe(5);
    expect(snapshot.errorRate).toBe(40);
    expect(snapshot.avgResponseTime).toBe(20);
    expect(snapshot.recent).toEqual({ requests: 5, errors: 2, errorRate: 40 });
  });

  it("forgets failures older than five minutes in the recent rate, not in the totals", () => {
    let now = 10_000_000;
    const stats = new RequestStats(() => now);
    stats.record(500, 1);
    stats.record(500, 1);
    now += 4 * 60 * 1000;
    stats.record(200, 1);
    expect(stats.snapshot().recent).toEqual({ requests: 3, errors: 2, errorRate: 66.67 });
    now += 61 * 1000;
    stats.record(200, 1);
    expect(stats.snapshot().recent).toEqual({ requests: 2, errors: 0, errorRate: 0 });
    expect(stats.snapshot().totalRequests).toBe(4);
    expect(stats.snapshot().errorRate).toBe(50);
    now += 10 * 60 * 1000;
    expect(stats.snapshot().recent.requests).toBe(0);
  });
});
