/**
 * The product's main flows, run in both topologies: all-in-one (one origin) and split (public
 * site, dashboard and API on three origins; split.config.ts). Every address is written from
 * topology.ts, so the same steps prove both.
 */
import { expect, test } from "@playwright/test";
import { DEMO, makePlan, openLogin, toastText, watchErrors } from "./marketing-helpers.js";
import { API, APP, SITE, SPLIT } from "./topology.js";

const originOf = (url: string) => new URL(url).origin;

test("the public site's wizard reaches the API and shows its plan", async ({ page }) => {
  const errors = watchErrors(page);
  // The public site's wizard saves its plan (POST /api/plans): one request makes and keeps it.
  const { wizard: dialog, response } = await makePlan(page, {
    teamSize: 8,
    industry: "Technology",
    site: SITE,
  });
  expect(originOf(response.url())).toBe(API);
  await expect(toastText(page, "AI Recommendations Generated")).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Implementation Plan" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("signup stores a lead through the API", async ({ page }) => {
  const email = `flow-${Date.now()}@example.com`;
  await page.goto(`${SITE}/#pricing`);
  await page.getByRole("button", { name: "Start Free Trial: Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "Start Your Free Trial" });
  await dialog.getByLabel("Full Name").fill("Ada Flow");
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByLabel("Company").fill("Engines Ltd");
  await dialog.getByRole("combobox", { name: "Team Size" }).click();
  await page.getByRole("option", { name: "6-20 people" }).click();
  const created = page.waitForResponse("**/api/leads");
  await dialog.getByRole("button", { name: "Start Free Trial" }).click();
  expect((await created).status()).toBe(201);
  await expect(toastText(page, "Success!")).toBeVisible();

  const login = await page.request.post(`${API}/api/auth/login`, {
    data: { username: DEMO.admin.username, password: DEMO.admin.password },
  });
  expect(login.ok()).toBe(true);
  const leads = (await (await page.request.get(`${API}/api/leads`)).json()) as {
    email: string;
  }[];
  expect(leads.some((lead) => lead.email === email)).toBe(true);
});

test("the login dialog of the public site lands on the dashboard, signed in; logout comes back", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${SITE}/`);
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "Try Demo Accounts" }).click();
  await dialog.getByRole("button", { name: /^Consultant/ }).click();
  await page.waitForURL(`${APP}${DEMO.consultant.path}`);
  // Signed in on the dashboard's origin: its own check of the session answers the consultant.
  const tabs = page.getByRole("tablist", { name: "Consultant dashboard" });
  await expect(tabs.getByRole("tab", { name: "My Projects" })).toBeVisible();

  // A project's board, read from the API.
  await tabs.getByRole("tab", { name: "My Projects" }).click();
  await page
    .getByRole("link", { name: /^Open project: / })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Add Task", exact: true })).toBeVisible();
  await expect(page.getByText("To Do", { exact: true }).first()).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.origin === SITE && url.pathname === "/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
  expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
});

test("the public status and integrations pages read the API", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${APP}/system-status`);
  await expect(page.getByTestId("health-badge")).toHaveText(/HEALTHY/);
  await page.goto(`${APP}/integrations`);
  await expect(page.getByRole("heading", { level: 1, name: /Integrations/ })).toBeVisible();
  await expect(page.getByText("Slack", { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a page of a foreign origin may not use the session", async ({ page }) => {
  const foreign = "http://foreign.example";
  const preflight = await page.request.fetch(`${API}/api/leads`, {
    method: "OPTIONS",
    headers: { origin: foreign, "access-control-request-method": "POST" },
  });
  expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
  const post = await page.request.post(`${API}/api/leads`, {
    headers: { origin: foreign, "sec-fetch-site": "cross-site" },
    data: { name: "Mallory", email: "m@example.com", company: "X", teamSize: "1-5" },
  });
  expect(post.status()).toBe(403);
  if (SPLIT) {
    // The two apps' own origins are the ones with credentialed CORS.
    for (const origin of [SITE, APP]) {
      const allowed = await page.request.fetch(`${API}/api/leads`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(allowed.headers()["access-control-allow-origin"]).toBe(origin);
      expect(allowed.headers()["access-control-allow-credentials"]).toBe("true");
    }
  }
});
