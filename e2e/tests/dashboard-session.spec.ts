import { expect, test } from "@playwright/test";
import { signIn } from "./dashboard-helpers.js";
import { watchErrors } from "./marketing-helpers.js";

test.describe("dashboard sessions", () => {
  for (const [name, path] of [
    ["admin", "/admin-dashboard"],
    ["admin", "/admin-dashboard/projects/1"],
    ["consultant", "/consultant-dashboard"],
    ["user", "/user-dashboard?tab=tasks"],
  ] as const) {
    test(`${path} asks a signed-out visitor to log in`, async ({ page }) => {
      await page.goto("/help");
      await page.evaluate(() =>
        localStorage.setItem("pmo-user", JSON.stringify({ username: "ghost", role: "admin" })),
      );
      await page.goto(path);
      await expect(
        page.getByRole("heading", { name: `Please login to access the ${name} dashboard` }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/?login=1");
      // A stale saved user is cleared.
      expect(await page.evaluate(() => localStorage.getItem("pmo-user"))).toBeNull();
    });
  }

  test("a signed-out visit asks nothing and logs nothing", async ({ page }) => {
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/me") asked.push(request.url());
    });
    for (const path of ["/integrations", "/system-status", "/admin-dashboard"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }
    await expect(
      page.getByRole("heading", { name: "Please login to access the admin dashboard" }),
    ).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("another role's dashboard sends the user to their own, and logout ends the session", async ({
    page,
  }) => {
    await signIn(page, "client");
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Client Dashboard" })).toBeVisible();
    await expect(page.getByText("Welcome, Sam")).toBeVisible();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem("pmo-user"))) ?? "{}"),
    ).toMatchObject({ username: "client", role: "user" });

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("pmo-user"))).toBeNull();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("the start_onboarding_tour flag runs the role's tour once", async ({ page }) => {
    await signIn(page, "consultant");
    await page.goto("/help");
    await page.evaluate(() => {
      localStorage.removeItem("onboarding_consultant");
      localStorage.setItem("start_onboarding_tour", "true");
    });
    await page.goto("/consultant-dashboard");
    const tour = page.getByRole("dialog", { name: "Welcome to your Cairn dashboard" });
    await expect(tour).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("start_onboarding_tour"))).toBeNull();
    await expect(tour.getByText("Step 1 of 5")).toBeVisible();
    const titles = [
      "Plan a PMO in minutes",
      "Everything at a glance",
      "Projects that run themselves",
      "Help is always close",
    ];
    for (const [index, title] of titles.entries()) {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await expect(page.getByText(`Step ${index + 2} of 5`)).toBeVisible();
    }
    // Each step highlights a real element of the dashboard.
    await expect(page.getByTestId("tour-spotlight")).toBeVisible();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByText("Tour Complete!")).toBeVisible();
    await expect(page.getByText("Tour Complete!")).toBeHidden({ timeout: 4000 });
    expect(await page.evaluate(() => localStorage.getItem("onboarding_consultant"))).toBe(
      "completed",
    );

    // Not again: the outcome is stored (as the marketing site's tour stores it too).
    await page.evaluate(() => localStorage.setItem("start_onboarding_tour", "true"));
    // The tour would open 0.5 s after the page: the page's clock runs past that at once.
    await page.clock.install();
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Consultant Dashboard" }),
    ).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The Tour button replays it on request; Skip records "skipped".
    await page.getByRole("button", { name: "Take the tour" }).click();
    await page.getByRole("button", { name: "Skip" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("onboarding_consultant"))).toBe(
      "skipped",
    );
  });
});
