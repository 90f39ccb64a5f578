import { describe, expect, it } from "vitest";
import { isCountedRoute, RequestStats, SAMPLE_EVERY_MS, statusClass } from "./request-stats.js";

const ROUTE = "/api/projects/:projectId";

/** What the 5-second timer does, as the test's clock moves. */
async function pass(stats: RequestStats, clock: { now: number }, ms: number): Promise<void> {
  const until = clock.now + ms;
  while (clock.now + SAMPLE_EVERY_MS <= until) {
    clock.now += SAMPLE_EVERY_MS;
    await stats.note();
  }
  clock.now = until;
}

describe("RequestStats", () => {
  it("starts at zero", async () => {
    expect(await new RequestStats(() => 0).snapshot()).toEqual({
      totalRequests: 0,
      errors: 0,
      totalMs: 0,
      errorRate: 0,
      avgResponseTime: 0,
      recent: { requests: 0, errors: 0, errorRate: 0 },
    });
  });

  it("counts requests, the 5xx share in percent and the mean time", async () => {
    const stats = new RequestStats(() => 1_000_000);
    stats.record(ROUTE, "GET", 200, 10);
    stats.record(ROUTE, "GET", 404, 20);
    stats.record(ROUTE, "PUT", 500, 30);
    stats.record("/trpc/projects.get", "GET", 503, 40);
    stats.record(ROUTE, "GET", 201, 0);
    const snapshot = await stats.snapshot();
    expect(snapshot.totalRequests).toBe(5);
    expect(snapshot.errorRate).toBe(40);
    expect(snapshot.avgResponseTime).toBe(20);
    expect(snapshot.recent).toEqual({ requests: 5, errors: 2, errorRate: 40 });
  });

  it("leaves the monitoring paths and the ping out of the numbers, not out of the histogram", async () => {
    const stats = new RequestStats(() => 0);
    stats.record("/api/monitoring/health", "GET", 503, 5);
    stats.record("/trpc/monitoring.metrics", "GET", 200, 5);
    stats.record("/api/ping", "GET", 200, 5);
    stats.record(ROUTE, "GET", 200, 5);
    expect((await stats.snapshot()).totalRequests).toBe(1);
    const { values } = await stats.duration.get();
    const counts = values.filter((value) => value.metricName?.endsWith("_count"));
    expect(counts).toHaveLength(4);
  });

  it("forgets failures older than five minutes in the recent rate, not in the totals", async () => {
    const clock = { now: 10_000_000 };
    const stats = new RequestStats(() => clock.now);
    stats.record(ROUTE, "GET", 500, 1);
    stats.record(ROUTE, "GET", 500, 1);
    await pass(stats, clock, 4 * 60 * 1000);
    stats.record(ROUTE, "GET", 200, 1);
    expect((await stats.snapshot()).recent).toEqual({ requests: 3, errors: 2, errorRate: 66.67 });
    await pass(stats, clock, 61 * 1000);
    stats.record(ROUTE, "GET", 200, 1);
    expect((await stats.snapshot()).recent).toEqual({ requests: 2, errors: 0, errorRate: 0 });
    expect((await stats.snapshot()).totalRequests).toBe(4);
    expect((await stats.snapshot()).errorRate).toBe(50);
    await pass(stats, clock, 10 * 60 * 1000);
    expect((await stats.snapshot()).recent.requests).toBe(0);
  });

  it("keeps one series per route, method and status class", async () => {
    const stats = new RequestStats(() => 0);
    for (let status = 200; status < 210; status += 1) stats.record(ROUTE, "GET", status, 1);
    const { values } = await stats.duration.get();
    const counts = values.filter((value) => value.metricName?.endsWith("_count"));
    expect(counts).toEqual([
      expect.objectContaining({
        labels: { route: ROUTE, method: "GET", status_class: "2xx" },
        value: 10,
      }),
    ]);
  });
});

describe("route and status labels", () => {
  it("name the status class", () => {
    expect([100, 200, 304, 404, 500, 599].map(statusClass)).toEqual([
      "1xx",
      "2xx",
      "3xx",
      "4xx",
      "5xx",
      "5xx",
    ]);
  });

  it("count every route but the monitoring paths and the ping", () => {
    expect(isCountedRoute("/api/projects/:projectId/board")).toBe(true);
    expect(isCountedRoute("/api/<unmatched>")).toBe(true);
    expect(isCountedRoute("/api/monitoring/metrics")).toBe(false);
    expect(isCountedRoute("/trpc/monitoring.health")).toBe(false);
    expect(isCountedRoute("/api/ping")).toBe(false);
  });
});
