import { expect, test } from "@playwright/test";
import { DEMO, openLogin, seriousViolations, toastText } from "./marketing-helpers.js";

test.describe("signup", () => {
  test("shows the contract's validation messages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Start Free Trial" }).click();
    const dialog = page.getByRole("dialog", { name: "Start Your Free Trial" });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Email Address").fill("not-an-email");
    await dialog.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
  });

  test("a valid signup from a pricing card shows the success toast and stores the lead", async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto("/#pricing");
    await page.getByRole("button", { name: "Start Free Trial: Pro" }).click();
    const dialog = page.getByRole("dialog", { name: "Start Your Free Trial" });
    await expect(dialog.getByText(/Pro plan/)).toBeVisible();
    await dialog.getByLabel("Full Name").fill("Grace Hopper");
    await dialog.getByLabel("Email Address").fill(email);
    await dialog.getByLabel("Company").fill("Compilers Ltd");
    await dialog.getByRole("combobox", { name: "Team Size" }).click();
    await page.getByRole("option", { name: "6-20 people" }).click();
    await dialog.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(toastText(page, "Success!")).toBeVisible();
    await expect(
      toastText(page, "Thank you for your interest! We'll be in touch soon."),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The lead is in the database: read it back through the admin API.
    const login = await page.request.post("/api/auth/login", {
      data: { username: DEMO.admin.username, password: DEMO.admin.password },
    });
    expect(login.ok()).toBe(true);
    const leads = (await (await page.request.get("/api/leads")).json()) as {
      email: string;
      name: string;
      company: string;
      teamSize: string;
      planType: string;
      status: string;
    }[];
    expect(leads.find((lead) => lead.email === email)).toMatchObject({
      name: "Grace Hopper",
      company: "Compilers Ltd",
      teamSize: "6-20",
      planType: "pro",
      status: "new",
    });

    // Opened again, the dialog starts empty.
    await page.getByRole("button", { name: "Start Free Trial: Scale" }).isHidden();
    await page.getByRole("banner").getByRole("button", { name: "Start Free Trial" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("");
  });
});

test.describe("login", () => {
  test("a wrong password shows 'Login failed' and keeps the dialog open", async ({ page }) => {
    await page.goto("/");
    const dialog = await openLogin(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByText("Username is required")).toBeVisible();
    await expect(dialog.getByText("Password is required")).toBeVisible();
    await dialog.getByLabel("Username").fill("admin");
    await dialog.getByLabel("Password").fill("wrong-password");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(toastText(page, "Login failed")).toBeVisible();
    await expect(dialog).toBeVisible();
    // One Escape closes the dialog, though the toast came after it opened; focus returns to Login.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeFocused();
  });

  for (const [title, account] of [
    ["Administrator", DEMO.admin],
    ["Consultant", DEMO.consultant],
    ["Client", DEMO.client],
  ] as const) {
    test(`the ${title} demo card lands on ${account.path}`, async ({ page }) => {
      await page.goto("/");
      const dialog = await openLogin(page);
      await dialog.getByRole("button", { name: "Try Demo Accounts" }).click();
      await expect(dialog.getByText(`${account.username} / ${account.password}`)).toBeVisible();
      await dialog.getByRole("button", { name: new RegExp(`^${title}`) }).click();
      await page.waitForURL(`**${account.path}`);
      const saved = await page.evaluate(() => localStorage.getItem("pmo-user"));
      expect(JSON.parse(saved ?? "{}")).toMatchObject({ username: account.username });
    });
  }
});
