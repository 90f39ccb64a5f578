/**
 * The API page (docs/api-tokens.md, docs/bi-feeds.md): an administrator creates a token, sees
 * its secret once, reads a BI feed with it over HTTP, and revokes it, after which the feed
 * answers 401; a client without a Scale project is told that API access is Scale's.
 *
 * Screenshots of the page and of a new token's one-time secret are written to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./dashboard-helpers.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

test.describe("API access", () => {
  test("an admin creates a token, reads a feed with it and revokes it", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, "admin");
    const errors = watchErrors(page);
    await page.goto("/admin-dashboard");
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("link", { name: "API" }).click();
    await expect(page.getByRole("heading", { name: "API access", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "BI feeds" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Tasks", exact: true })).toHaveValue(
      /\/api\/feeds\/tasks\?format=csv&limit=10000$/,
    );

    const name = `Power BI ${Date.now()}`;
    await page.getByRole("button", { name: "Create token" }).click();
    const dialog = page.getByRole("dialog", { name: "Create token" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("checkbox", { name: /Change tasks/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create token" }).click();

    const created = page.getByRole("dialog", { name: "Token created" });
    const secretField = created.getByRole("textbox", { name: `Token "${name}"` });
    await expect(secretField).toHaveValue(/^cairn_pat_[A-Za-z0-9_-]{43}$/);
    const secret = await secretField.inputValue();
    await expect(created.getByRole("alert")).toContainText("Keep it like a password");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/api-token-created.png` });
    await created.getByRole("button", { name: "Done" }).click();

    // The token reads a feed over plain HTTP, as a BI tool does.
    const feed = await page.request.get("/api/feeds/projects?format=csv", {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await feed.text()).toMatch(/^\uFEFFid,name,status,plan_type,/);

    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Read; change tasks");
    await page.reload();
    await expect(row).toContainText("last used");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/api-access.png`, fullPage: true });

    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Revoke “${name}”?` });
    await confirm.getByRole("button", { name: "Revoke token" }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    const refused = await page.request.get("/api/feeds/projects", {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
    expect(refused.headers()["www-authenticate"]).toContain('error="invalid_token"');
    expect(errors).toEqual([]);
  });

  test("a client without a Scale project is told API access is the Scale plan's", async ({
    page,
  }) => {
    await signIn(page, "client");
    await page.goto("/user-dashboard/api-access");
    await expect(page.getByRole("heading", { name: "No tokens yet" })).toBeVisible();
    await page.getByRole("button", { name: "Create token" }).click();
    const dialog = page.getByRole("dialog", { name: "Create token" });
    await dialog.getByLabel("Name").fill("My script");
    await dialog.getByRole("button", { name: "Create token" }).click();
    await expect(dialog.getByText(/part of the Scale plan/)).toBeVisible();
  });
});
