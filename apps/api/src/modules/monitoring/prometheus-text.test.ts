import { describe, expect, it } from "vitest";
import type { CollectedMetrics } from "./collect-metrics.js";
import { prometheusText } from "./prometheus-text.js";

const collected: Pick<CollectedMetrics, "ping" | "queries" | "requests" | "integrations"> = {
  ping: { ok: true, latencyMs: 1.5 },
  queries: { queryCount: 10, errorCount: 1, avgResponseTime: 2, timedCount: 9, totalMs: 18 },
  requests: {
    totalRequests: 4,
    errors: 1,
    totalMs: 100,
    errorRate: 25,
    avgResponseTime: 25,
    recent: { requests: 4, errors: 1, errorRate: 25 },
  },
  integrations: [
    {
      id: 1,
      name: 'Odd "name"\\',
      type: "communication",
      enabled: true,
      settings: {},
      status: "error",
      lastSync: null,
      syncCount: 2,
      errorCount: 3,
      responseTime: 120,
      lastError: "x",
      createdAt: "2026-11-22T00:00:00.000Z",
      updatedAt: "2026-11-22T00:00:00.000Z",
    },
  ],
};

describe("prometheusText", () => {
  const text = prometheusText(collected, new Date(1_700_000_000_000));

  it("writes counters, gauges and summaries in the text format", () => {
    expect(text).toContain(
      "# TYPE cairn_database_queries_total counter\ncairn_database_queries_total 10\n",
    );
    expect(text).toContain(
      "# TYPE cairn_http_request_duration_seconds summary\ncairn_http_request_duration_seconds_sum 0.1\ncairn_http_request_duration_seconds_count 4\n",
    );
    expect(text).toContain("cairn_database_ping_seconds 0.0015\n");
    expect(text).toContain("cairn_process_start_time_seconds 1700000000\n");
    expect(text.endsWith("\n")).toBe(true);
  });

  it("escapes label values, and gives one series per status", () => {
    const label = 'integration="Odd \\"name\\"\\\\"';
    expect(text).toContain(`cairn_integration_status{${label},status="error"} 1`);
    expect(text).toContain(`cairn_integration_status{${label},status="active"} 0`);
    expect(text).toContain(`cairn_integration_errors_total{${label}} 3`);
    expect(text).toContain(`cairn_integration_response_seconds{${label}} 0.12`);
  });
});
