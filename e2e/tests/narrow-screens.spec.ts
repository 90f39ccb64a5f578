import { expect, test } from "@playwright/test";
import { type ApiUser, getJson, makeProject, sendJson, signIn } from "./dashboard-helpers.js";

/**
 * No page scrolls sideways on a phone, even when people give things long names: one lead, one
 * project, one task and one account with names far longer than usual, then every page at 320
 * and 390 px wide.
 */
const LONG = "Supercalifragilisticexpialidocious International Holdings and Partners Limited";

async function overflow(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test("no page scrolls sideways at 320 and 390 px with long names", async ({ page }) => {
  test.slow();
  await signIn(page, "admin");
  const stamp = Date.now();
  await sendJson(page, "POST", "/leads", {
    name: `Maximilian ${LONG}`,
    email: `long-${stamp}@example.com`,
    company: `${LONG} ${stamp}`,
  });
  const { project } = await makeProject(page, `${LONG} Project ${stamp}`, [
    { title: `${LONG}: migrate every workspace before the end of the quarter` },
  ]);
  const users = await getJson<ApiUser[]>(page, "/users");
  const client = users.find((user) => user.username === "client");
  if (client) {
    await sendJson(page, "PATCH", `/users/${client.id}`, { company: `${LONG} ${stamp}` });
  }

  const pages = [
    "/",
    "/help",
    "/documentation",
    "/contact",
    "/integrations",
    "/system-status",
    "/admin-dashboard",
    "/admin-dashboard?tab=users",
    "/admin-dashboard?tab=projects",
    "/admin-dashboard?tab=leads",
    "/admin-dashboard?tab=integrations",
    `/admin-dashboard/projects/${project.id}`,
    `/admin-dashboard/projects/${project.id}?tab=health`,
    "/admin-dashboard/api-access",
  ];
  const wide: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const extra = await overflow(page);
      if (extra > 0) {
        wide.push(`${path} at ${width}px: ${extra}px too wide`);
        await page.screenshot({
          path: `.artifacts/screens/too-wide-${width}-${path.replace(/\W+/g, "_")}.png`,
          fullPage: true,
        });
      }
    }
  }
  await page.goto("/admin-dashboard");
  await expect(page.getByText(`${LONG} Project ${stamp}`)).toBeVisible();
  await page.screenshot({ path: ".artifacts/screens/narrow-admin-390.png", fullPage: true });
  expect(wide).toEqual([]);
});
