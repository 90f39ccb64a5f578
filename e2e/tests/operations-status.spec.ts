import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";
import { countMonitoringCalls, proceduresOf, signIn } from "./operations-helpers.js";

const STATE_LABELS: Record<string, string> = {
  off: "Off",
  not_configured: "Not configured",
  unchecked: "Not tested yet",
  connected: "Connected",
  failing: "Failing",
};

interface Metrics {
  database: { connected: boolean; queryCount: number; errorCount: number; avgResponseTime: number };
  api: { totalRequests: number; errorRate: number; avgResponseTime: number };
  integrations: {
    name: string;
    status: string;
    state: string;
    lastSync: string | null;
    syncCount: number;
  }[];
}

const count = new Intl.NumberFormat("en-GB");
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const ms = (value: number) =>
  `${value >= 100 ? count.format(Math.round(value)) : oneDecimal.format(value)} ms`;

/** The value shown under a stat's label in a panel. */
function stat(panel: Locator, label: string): Locator {
  return panel.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

const panel = (page: Page, name: string) =>
  page.getByRole("region", { name: "System Health" }).getByRole("region", { name, exact: true });

/** Clicks Refresh Now and returns what the API answered to that metrics call. */
async function refreshAndReadMetrics(page: Page): Promise<Metrics> {
  const answer = page.waitForResponse((response) =>
    proceduresOf(response.url()).includes("monitoring.metrics"),
  );
  await page.getByRole("button", { name: "Refresh Now" }).click();
  const response = await answer;
  const procedures = proceduresOf(response.url());
  const body = (await response.json()) as { result: { data: unknown } }[];
  return body[procedures.indexOf("monitoring.metrics")]?.result.data as Metrics;
}

test.describe("/system-status", () => {
  test("shows the API's own numbers, for anyone", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/system-status");
    await expect(page.getByRole("heading", { level: 1, name: "System Status" })).toBeVisible();
    await expect(page.getByTestId("health-badge")).toHaveText(/HEALTHY/);

    // Stop the polls so the numbers on screen are those of the answer read here.
    await page.getByRole("button", { name: "Auto Refresh On" }).click();
    await expect(page.getByRole("button", { name: "Auto Refresh Off" })).toBeVisible();
    const metrics = await refreshAndReadMetrics(page);

    const database = panel(page, "Database");
    await expect(database.getByText("Connected", { exact: true })).toBeVisible();
    await expect(stat(database, "Total queries")).toHaveText(
      count.format(metrics.database.queryCount),
    );
    await expect(stat(database, "Errors")).toHaveText(count.format(metrics.database.errorCount));
    await expect(stat(database, "Avg response")).toHaveText(ms(metrics.database.avgResponseTime));

    const api = panel(page, "API");
    await expect(api.getByText("Online", { exact: true })).toBeVisible();
    await expect(stat(api, "Total requests")).toHaveText(count.format(metrics.api.totalRequests));
    await expect(stat(api, "Error rate")).toHaveText(
      `${oneDecimal.format(metrics.api.errorRate)}%`,
    );
    await expect(stat(api, "Avg response")).toHaveText(ms(metrics.api.avgResponseTime));

    const integrations = panel(page, "Integrations");
    const connected = metrics.integrations.filter((item) => item.state === "connected");
    await expect(integrations.getByText(`${connected.length} Connected`)).toBeVisible();
    const statuses = integrations.getByRole("list", { name: "Integration statuses" });
    await expect(statuses.getByRole("listitem")).toHaveCount(metrics.integrations.length);
    for (const item of metrics.integrations) {
      const label = STATE_LABELS[item.state] ?? item.state;
      await expect(statuses.getByRole("listitem").filter({ hasText: item.name })).toContainText(
        label,
      );
    }

    // The Integrations tab: each one's sync record.
    const rows = page.getByRole("tabpanel").getByRole("list", { name: "Integrations" });
    await expect(rows.getByRole("listitem")).toHaveCount(metrics.integrations.length);
    const notion = rows.getByRole("listitem").filter({ hasText: "Notion" });
    await expect(stat(notion, "Last sync")).toHaveText("Never");
    await expect(stat(notion, "Sync count")).toHaveText("0");
    await expect(stat(notion, "Last error")).toHaveText("None");

    // Logs and activity are for administrators.
    await page.getByRole("tab", { name: "Error Logs" }).click();
    await expect(
      page.getByText("Sign in as an administrator to see the error logs."),
    ).toBeVisible();
    await page.getByRole("tab", { name: "Recent Activity" }).click();
    await expect(
      page.getByText("Sign in as an administrator to see the recent activity."),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("Auto Refresh Off stops every poll; Refresh Now still fetches", async ({ page }) => {
    await signIn(page, "admin");
    const calls = countMonitoringCalls(page);
    // The page's timers run on Playwright's clock: seconds of polling pass in no time.
    await page.clock.install();
    await page.goto("/system-status");
    await expect(page.getByTestId("health-badge")).toHaveText(/HEALTHY/);

    // On (the default): health every 3 s, metrics and activity every 5 s, logs every 10 s.
    calls.reset();
    await calls.runFor(11_000);
    await expect.poll(() => calls.of("monitoring.health")).toBeGreaterThanOrEqual(3);
    await expect.poll(() => calls.of("monitoring.metrics")).toBeGreaterThanOrEqual(2);
    await expect.poll(() => calls.of("monitoring.activity")).toBeGreaterThanOrEqual(2);
    await expect.poll(() => calls.of("monitoring.logs")).toBeGreaterThanOrEqual(1);

    // Off: nothing at all in 8 s — then Refresh Now fetches each of the four exactly once, so
    // a poll during those 8 s would show as a second call.
    await page.getByRole("button", { name: "Auto Refresh On" }).click();
    await expect(page.getByRole("button", { name: "Auto Refresh Off" })).toBeVisible();
    await page.clock.runFor(1_000);
    calls.reset();
    await page.clock.runFor(8_000);
    await page.getByRole("button", { name: "Refresh Now" }).click();
    await expect.poll(() => calls.of("monitoring.health")).toBe(1);
    await expect.poll(() => calls.of("monitoring.metrics")).toBe(1);
    await expect.poll(() => calls.of("monitoring.logs")).toBe(1);
    await expect.poll(() => calls.of("monitoring.activity")).toBe(1);
    expect(calls.total()).toBe(4);

    // On again: the polls resume.
    calls.reset();
    await page.getByRole("button", { name: "Auto Refresh Off" }).click();
    await page.clock.runFor(3_500);
    await expect.poll(() => calls.of("monitoring.health")).toBeGreaterThan(0);
  });

  test("an administrator reads the error logs with their metadata, and the recent activity", async ({
    page,
  }) => {
    test.setTimeout(45_000);
    // A sign-in of its own: the recent activity below shows it.
    await signIn(page, "admin", { fresh: true });
    // A failed connection test is logged as an error. The e2e server sends every provider call
    // to a closed loopback port (playwright.config.ts), so the test fails and nothing leaves.
    const webhook = "https://cairn-e2e.webhook.office.com/webhookb2/e2e-0000";
    const saved = await page.request.put("/api/integrations/microsoft-teams/settings", {
      data: { webhookUrl: webhook },
    });
    expect(saved.ok()).toBe(true);
    const tested = await page.request.post("/api/integrations/microsoft-teams/test");
    expect(((await tested.json()) as { ok: boolean }).ok).toBe(false);

    const errors = watchErrors(page);
    await page.goto("/system-status?tab=logs");
    const logs = page.getByRole("list", { name: "Error logs" });
    const entry = logs
      .getByRole("listitem")
      .filter({ hasText: "Microsoft Teams: connection test failed" });
    await expect(entry.first()).toBeVisible();
    await expect(entry.first().getByText("Error", { exact: true })).toBeVisible();
    await expect(entry.first().getByText("integrations", { exact: true })).toBeVisible();
    await expect(entry.first().locator("pre")).toContainText('"integration": "Microsoft Teams"');
    // No secret in the logs, ever.
    await expect(logs).not.toContainText("e2e-0000");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "Recent Activity" }).click();
    await expect(page.getByText("What happened in the last 10 minutes.")).toBeVisible();
    const activity = page.getByRole("list", { name: "Recent activity" });
    await expect(
      activity.getByText("Microsoft Teams settings changed by admin: webhookUrl").first(),
    ).toBeVisible();
    await expect(activity.getByText("admin signed in").first()).toBeVisible();

    // The status page's Integrations tab shows the failure (after a Refresh Now).
    await page.getByRole("button", { name: "Refresh Now" }).click();
    await page.getByRole("tab", { name: "Integrations" }).click();
    const teams = page
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({ hasText: "Microsoft Teams" });
    // Switched off, it stays Inactive; the failure is in its record.
    await expect(stat(teams, "Error count")).not.toHaveText("0");
    await expect(stat(teams, "Last error")).not.toHaveText("None");
    expect(errors).toEqual([]);

    const cleared = await page.request.put("/api/integrations/microsoft-teams/settings", {
      data: {},
    });
    expect(cleared.ok()).toBe(true);
  });

  test("the admin dashboard's Integrations tab: the same panel, polled every 10 s / 5 s", async ({
    page,
  }) => {
    await signIn(page, "admin");
    const calls = countMonitoringCalls(page);
    await page.clock.install();
    await page.goto("/admin-dashboard?tab=integrations");
    await expect(page.getByTestId("health-badge")).toHaveText(/HEALTHY/);
    await expect(panel(page, "Database").getByText("Connected", { exact: true })).toBeVisible();
    await expect(panel(page, "API").getByText("Online", { exact: true })).toBeVisible();
    const open = page.getByRole("link", { name: /Open Integrations/ });
    await expect(open).toHaveAttribute("href", "/integrations");
    await expect(open).toHaveAttribute("target", "_blank");
    expect(await seriousViolations(page)).toEqual([]);

    // Outgoing messages: none waiting in the demo organisation.
    await expect(page.getByRole("heading", { name: "Outgoing messages" })).toBeVisible();
    // It claims no delivery: with no mail server set, no e-mail was ever queued.
    await expect(page.getByText("Nothing waiting or failed.")).toBeVisible();
    await page.screenshot({
      path: ".artifacts/screens/admin-integrations-outbox.png",
      fullPage: true,
    });

    calls.reset();
    await calls.runFor(11_000);
    await expect.poll(() => calls.of("monitoring.health")).toBeGreaterThanOrEqual(2);
    await expect.poll(() => calls.of("monitoring.metrics")).toBeGreaterThanOrEqual(1);
    expect(calls.of("monitoring.health")).toBeLessThanOrEqual(3);
    expect(calls.of("monitoring.metrics")).toBeLessThanOrEqual(2);
    // Logs and activity are the status page's, not the panel's.
    expect(calls.of("monitoring.logs") + calls.of("monitoring.activity")).toBe(0);
  });
});
