import { expect, test } from "@playwright/test";
import { DEMO, seriousViolations, watchErrors } from "./marketing-helpers.js";

const ROUTES = [
  { path: "/", heading: "Your project-management office, set up in 30 days.", title: /Cairn/ },
  { path: "/#features", heading: "Built to set up a PMO, and then to run it", title: /Features/ },
  { path: "/#pricing", heading: "Simple pricing that grows with your PMO", title: /Pricing/ },
  { path: "/#testimonials", heading: "Teams that run their PMO on Cairn", title: /stories/ },
  {
    path: "/about",
    heading: "We help teams build the PMO they never had time for",
    title: /About/,
  },
  { path: "/blog", heading: "Insights for modern project teams", title: /Blog/ },
  {
    path: "/blog/kanban-wip-limits",
    heading: "WIP limits explained: why doing less at once ships more",
    title: /WIP limits/,
  },
  { path: "/privacy", heading: "Privacy Policy", title: /Privacy/ },
  { path: "/documentation", heading: "Everything you need to run Cairn", title: /Documentation/ },
  { path: "/help", heading: "How can we help?", title: /Help/ },
  { path: "/contact", heading: "Contact Us", title: /Contact/ },
  { path: "/video-demo", heading: "See Cairn in action", title: /demo/ },
];

test.describe("every marketing route", () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its heading, title and passes axe`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("an unknown path shows the 404 page with status 404 and passes axe", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("/no-such-page")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await page.request.get("/blog/no-such-article")).status()).toBe(404);
  });

  test("sitemap, robots, manifest and icons are served", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/kanban-wip-limits</loc>");
    expect(sitemap).toContain("/privacy</loc>");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
    for (const file of ["/site.webmanifest", "/apple-touch-icon.png", "/icon-192.png"]) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
  });
});

test.describe("dashboard paths when signed out", () => {
  for (const [name, path] of [
    ["admin", "/admin-dashboard"],
    ["consultant", "/consultant-dashboard"],
    ["user", "/user-dashboard"],
  ] as const) {
    test(`${path} asks to log in`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { name: `Please login to access the ${name} dashboard` }),
      ).toBeVisible();
      await page.getByRole("link", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/\?login=1$/);
      await expect(page.getByRole("dialog", { name: "Login to Cairn" })).toBeVisible();
    });
  }
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the top bar collapses into a menu toggle", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "About" })).toBeHidden();
    const toggle = banner.getByRole("button", { name: /menu/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(/menu/i);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const label of ["Home", "About", "Blog", "Features", "Pricing"]) {
      await expect(menu.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(banner.getByRole("button", { name: "Start Free Trial" })).toBeVisible();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Simple pricing/ })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("a signed-in visitor reads the blog with a Dashboard button, and / opens the dashboard", async ({
  page,
}) => {
  await page.goto("/help");
  await page.evaluate(() =>
    localStorage.setItem("pmo-user", JSON.stringify({ username: "client", role: "user" })),
  );
  await page.goto("/blog");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "href",
    DEMO.client.path,
  );
  await expect(banner.getByRole("button", { name: "Login" })).toHaveCount(0);
  await page.goto("/");
  await expect(page).toHaveURL(new RegExp(`${DEMO.client.path}$`));
});
