import type { SystemHealth, SystemMetrics } from "@cairn/schema/monitoring";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_METRICS } from "./monitoring-model";
import { SystemHealthCard } from "./monitoring-panel";

const metrics: SystemMetrics = {
  database: { connected: true, queryCount: 1234, errorCount: 2, avgResponseTime: 1.26 },
  api: { totalRequests: 80, errorRate: 12.5, avgResponseTime: 8, recentErrorRate: 0 },
  integrations: [
    {
      name: "Slack",
      status: "active",
      state: "connected",
      lastSync: "2025-01-01T00:00:00.000Z",
      syncCount: 1,
      errorCount: 0,
      responseTime: 120,
      lastError: null,
    },
    {
      name: "Jira",
      status: "error",
      state: "failing",
      lastSync: null,
      syncCount: 0,
      errorCount: 3,
      responseTime: null,
      lastError: "401",
    },
  ],
  startedAt: "2025-01-01T00:00:00.000Z",
  collectedAt: "2025-01-01T00:00:00.000Z",
};

const health: SystemHealth = {
  status: "healthy",
  message: "All systems are working.",
  checks: {
    database: { ok: true, latencyMs: 1 },
    errorRate: { ok: true, percent: 0, requests: 0 },
    work: { ok: true, failing: [] },
  },
  checkedAt: "2025-01-01T00:00:00.000Z",
};

function panel(name: string) {
  return within(screen.getByRole("region", { name }));
}

describe("SystemHealthCard", () => {
  it("shows the API's numbers, the error rate red above 10 % and the connected count", () => {
    render(<SystemHealthCard metrics={metrics} health={health} loading={false} />);
    expect(screen.getByTestId("health-badge").textContent).toContain("HEALTHY");
    expect(panel("Database").getByText("Connected")).toBeTruthy();
    expect(panel("Database").getByText("1,234")).toBeTruthy();
    expect(panel("Database").getByText("1.3 ms")).toBeTruthy();
    expect(panel("API").getByText("Online")).toBeTruthy();
    const rate = panel("API").getByText("12.5%");
    expect(rate.className).toContain("text-danger");
    expect(panel("Integrations").getByText("1 Connected")).toBeTruthy();
    expect(panel("Integrations").getByText("Failing")).toBeTruthy();
  });

  it("keeps an error rate of 10 % or less in the normal colour", () => {
    const calm = { ...metrics, api: { ...metrics.api, errorRate: 10 } };
    render(<SystemHealthCard metrics={calm} health={health} loading={false} />);
    expect(panel("API").getByText("10%").className).not.toContain("text-danger");
  });

  it("shows the defaults after a failed load: zeros, Disconnected and UNKNOWN", () => {
    render(<SystemHealthCard metrics={DEFAULT_METRICS} health={null} loading={false} />);
    expect(screen.getByTestId("health-badge").textContent).toContain("UNKNOWN");
    expect(panel("Database").getByText("Disconnected")).toBeTruthy();
    expect(panel("API").getByText("Online")).toBeTruthy();
    expect(panel("API").getAllByText("0").length).toBeGreaterThan(0);
    expect(panel("Integrations").getByText("0 Connected")).toBeTruthy();
  });
});
