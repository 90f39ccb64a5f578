import { expect, test } from "@playwright/test";
import { signIn } from "./dashboard-helpers.js";

/**
 * What every page of the dashboard loads before anything else — its entry script and the
 * modules it preloads — stays free of what only some screens need (ARCHITECTURE.md: heavy
 * screens load on demand). The schemas library (zod, whose errors are called "ZodError") is the
 * heaviest of those: the forms and the lazily loaded panels bring it when they open.
 */
test("the dashboard's first load carries no schema library", async ({ request }) => {
  const html = await (await request.get("/admin-dashboard")).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map(([, path]) => path ?? "");
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const script of scripts) {
    const bundle = await request.get(script);
    expect(bundle.status(), script).toBe(200);
    expect(await bundle.text(), script).not.toContain("ZodError");
  }
});

/**
 * A returning user's first load does not wait on the session check: the landing
 * page's data and its route's code are asked while `GET /api/auth/me` is still on its way (here
 * made slow on purpose), and the page shows its data once the check answers.
 */
test("the dashboard's data and route code start before the session check answers", async ({
  browser,
  page,
}) => {
  await signIn(page, "consultant");
  await page.goto("/consultant-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Consultant Dashboard" })).toBeVisible();
  // A fresh context with the cookie and the saved profile, and a cold HTTP cache.
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const fresh = await context.newPage();
    let checkAnswered = false;
    const beforeAnswer: string[] = [];
    await fresh.route("**/api/auth/me", async (route) => {
      // Latency on purpose: everything that does not depend on the check starts meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    fresh.on("request", (request) => {
      if (!checkAnswered) beforeAnswer.push(new URL(request.url()).pathname);
    });
    fresh.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/me") checkAnswered = true;
    });
    await fresh.goto("/consultant-dashboard");
    await expect(fresh.getByRole("article", { name: "Active Tasks" })).toBeVisible();
    expect(checkAnswered).toBe(true);
    expect(beforeAnswer).toContain("/api/auth/me");
    expect(beforeAnswer.some((path) => /\/consultant-dashboard-[\w-]+\.js$/.test(path))).toBe(true);
    expect(beforeAnswer.some((path) => path.includes("projects.listByConsultant"))).toBe(true);
  } finally {
    await context.close();
  }
});
