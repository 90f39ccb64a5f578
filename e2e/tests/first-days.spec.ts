/**
 * What a new user meets in the first days, seen in the browser: the client's first
 * screen says what waits for their verdict, a new project's health is "not enough data yet"
 * rather than red, and the status page says when an integration fails.
 */
import { expect, test } from "@playwright/test";
import {
  type ApiProject,
  type ApiTask,
  type ApiUser,
  getJson,
  makeProject,
  sendJson,
  signIn,
} from "./dashboard-helpers.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

test("the client's first screen names the task that waits for their approval", async ({ page }) => {
  const consultant = await signIn(page, "consultant");
  const projects = await getJson<ApiProject[]>(page, `/projects/consultant/${consultant.id}`);
  const relaunch = projects.find((project) => project.name === "Northwind Website Relaunch");
  if (!relaunch) throw new Error("no demo project");
  const task = await sendJson<ApiTask>(page, "POST", "/tasks", {
    projectId: relaunch.id,
    title: "Approve the launch checklist",
    columnId: "review",
    priority: "high",
  });

  try {
    await signIn(page, "client");
    const errors = watchErrors(page);
    await page.goto("/user-dashboard");
    const waiting = page.getByRole("region", { name: /wait(s)? for your approval$/ });
    await expect(waiting.getByRole("heading", { level: 2 })).toHaveText(
      /^\d+ tasks? waits? for your approval$/,
    );
    const link = waiting.getByRole("link", { name: /Approve the launch checklist/ });
    await expect(link).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/client-first-screen.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // The link opens the task's panel, where the verdict is given.
    await link.click();
    await expect(page.getByRole("dialog", { name: "Approve the launch checklist" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve" })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await signIn(page, "consultant");
    await sendJson(page, "DELETE", `/tasks/${task.id}`);
  }
});

test("a new project's health is not red on day 0: each score says it has not enough data", async ({
  page,
}) => {
  await signIn(page, "admin");
  const { project } = await makeProject(page, "Day Zero Project", [{ title: "Kick-off" }]);
  await signIn(page, "consultant");
  const errors = watchErrors(page);
  await page.goto(`/consultant-dashboard/projects/${project.id}?tab=health`);
  await expect(page.getByRole("heading", { name: "Project Health" })).toBeVisible();
  await expect(page.getByText("Not enough data yet").first()).toBeVisible();
  await expect(page.getByText("Poor", { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/health-new-project.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("the status page warns while an integration fails, naming it and since when", async ({
  page,
}) => {
  const admin: ApiUser = await signIn(page, "admin");
  expect(admin.role).toBe("admin");
  // The e2e server sends every provider call to a closed loopback port (playwright.config.ts):
  // the connection test fails and nothing leaves the machine.
  const saved = await page.request.put("/api/integrations/microsoft-teams/settings", {
    data: { webhookUrl: "https://cairn-e2e.webhook.office.com/webhookb2/e2e-first-days" },
  });
  expect(saved.ok()).toBe(true);
  // Switched on: a switched-off integration that fails its test is not work that fails.
  const toggle = (enabled: boolean) =>
    page.request.post(`/api/integrations/${encodeURIComponent("Microsoft Teams")}/toggle`, {
      data: { enabled },
    });
  expect((await toggle(true)).ok()).toBe(true);
  try {
    const tested = await page.request.post("/api/integrations/microsoft-teams/test");
    expect(((await tested.json()) as { ok: boolean }).ok).toBe(false);

    const errors = watchErrors(page);
    await page.goto("/system-status");
    await expect(page.getByTestId("health-badge")).toHaveText(/WARNING/);
    await expect(
      page.getByText(/Microsoft Teams is failing \(since \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/),
    ).toBeVisible();
    await expect(page.getByText("All systems are working")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/status-failing-integration.png`, fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    // The other status tests expect the demo's integrations as they were.
    expect((await toggle(false)).ok()).toBe(true);
  }
});
