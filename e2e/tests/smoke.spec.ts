import { expect, test } from "@playwright/test";

test("the home page loads", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Cairn/);
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the built apps run under the strict CSP: no inline script, no violation", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/admin-dashboard", "/system-status"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    // Every <script> loads a file; none carries code of its own.
    for (const [, tag, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(tag, `${path}: ${tag}`).toMatch(/\ssrc=/);
      expect((body ?? "").trim()).toBe("");
    }
  }
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.goto("/system-status");
  expect(violations).toEqual([]);
});
