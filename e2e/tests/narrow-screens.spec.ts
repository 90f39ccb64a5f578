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

test("on a phone the header's controls are 44 px touch targets, the rest in More", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(page, "consultant");
  await page.goto("/consultant-dashboard");
  const header = page.getByRole("navigation", { name: "Account" });
  await expect(header.getByRole("button", { name: "More" })).toBeVisible();
  const small: string[] = [];
  for (const control of await header.locator("a:visible, button:visible").all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
    if (!box || box.width < 44 || box.height < 44) {
      small.push(`${name}: ${box?.width}×${box?.height}`);
    }
  }
  expect(small).toEqual([]);
  expect(await overflow(page)).toBe(0);

  // Help, the tour and the AI Wizard wait in More; the tour starts from there.
  await header.getByRole("button", { name: "More" }).click();
  const more = page.getByRole("navigation", { name: "More" });
  await expect(more.getByRole("link", { name: "Help" })).toBeVisible();
  await expect(more.getByRole("button", { name: "AI Wizard" })).toBeVisible();
  await page.screenshot({ path: ".artifacts/screens/phone-header-more.png" });
  await more.getByRole("button", { name: "Take the tour" }).click();
  await expect(more).toBeHidden();
  await expect(page.getByRole("button", { name: "Skip" })).toBeVisible();
  await page.getByRole("button", { name: "Skip" }).click();
});
