import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";
import { apiIntegrations, signIn } from "./operations-helpers.js";

const card = (page: Page, name: string) => page.getByRole("article", { name });

test.describe("/integrations as an administrator", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin");
  });

  test("an integration is only switched on with its settings, and says what it is doing", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("/integrations");
    await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
    const monday = card(page, "Monday.com");
    const toggle = monday.getByRole("switch", { name: "Enable Monday.com" });
    await expect(monday.getByText("Off", { exact: true }).first()).toBeVisible();
    // The spec's words of the card, beside the honest state.
    await expect(monday.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(monday.getByText("Not connected", { exact: true })).toBeVisible();
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(/Sign in as an administrator/)).toHaveCount(0);
    await page.screenshot({ path: ".artifacts/screens/integrations-before-settings.png" });

    // On without its settings: its settings open instead, and it stays off.
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Configure Monday.com" });
    await expect(dialog).toBeVisible();
    expect((await apiIntegrations(page)).find((item) => item.name === "Monday.com")).toMatchObject({
      enabled: false,
      state: "off",
    });

    // Saving with the required fields empty is refused, field by field.
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog.getByText("API token is required")).toBeVisible();
    await expect(dialog.getByLabel(/^API token/)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();

    // Saved, the connection is tested at once: here no provider answers, so it is Failing,
    // with the reason in words — never "connected".
    await dialog.getByLabel(/^API token/).fill("e2e-monday-token-0000-1234");
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog).toBeHidden();
    await expect(toastText(page, "Settings Updated")).toBeVisible();
    await expect(toastText(page, /the connection test failed/)).toBeVisible();

    await toggle.click();
    await expect(toastText(page, "Integration Updated")).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(monday.getByText("Failing", { exact: true })).toBeVisible();
    await expect(monday.getByText("Active", { exact: true })).toBeVisible();
    await expect(monday.getByText("Not connected", { exact: true })).toBeVisible();
    await expect(monday.getByText(/^Last check failed: /)).toBeVisible();
    await page.screenshot({ path: ".artifacts/screens/integrations-failing.png" });
    const saved = (await apiIntegrations(page)).find((item) => item.name === "Monday.com");
    expect(saved).toMatchObject({ enabled: true, state: "failing" });

    // The status page says the same.
    await page.goto("/system-status?tab=integrations");
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("listitem")
        .filter({ hasText: "Monday.com" })
        .getByText("Failing", {
          exact: true,
        }),
    ).toBeVisible();

    // By keyboard, back off; then its settings are cleared.
    await page.goto("/integrations");
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(monday.getByText("Off", { exact: true }).first()).toBeVisible();
    expect((await apiIntegrations(page)).find((item) => item.name === "Monday.com")).toMatchObject({
      enabled: false,
      state: "off",
    });
    const cleared = await page.request.put("/api/integrations/monday-com/settings", { data: {} });
    expect(cleared.ok()).toBe(true);
    // The browser logs the refused save (400) itself; nothing else went wrong.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  test("the tabs show each type of integration", async ({ page }) => {
    await page.goto("/integrations");
    await expect(page.getByRole("article")).toHaveCount(10);
    await page.getByRole("tab", { name: "Storage" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(card(page, "Google Drive")).toBeVisible();
    await expect(card(page, "Dropbox")).toBeVisible();
    await page.getByRole("tab", { name: "Communication" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(card(page, "Slack").getByText("Communication")).toBeVisible();
    await page.getByRole("tab", { name: "Project Management" }).click();
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(page).toHaveURL(/tab=project_management/);
  });

  test("the Settings dialog: inline validation, save, and the secret comes back masked", async ({
    page,
  }) => {
    await page.goto("/integrations");
    await card(page, "Jira").getByRole("button", { name: "Settings for Jira" }).click();
    const dialog = page.getByRole("dialog", { name: "Configure Jira" });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const siteUrl = dialog.getByLabel("Site URL");
    const email = dialog.getByLabel("Account email");
    const token = dialog.getByLabel(/^API token/);
    await expect(token).toHaveAttribute("type", "password");
    await siteUrl.fill("http://jira.example.com");
    await email.fill("ops@example.com");
    await token.fill("short");
    await dialog.getByRole("button", { name: "Save Settings" }).click();

    // The API's reasons, under their fields; the dialog stays open.
    await expect(dialog.getByText(/^Site URL must start with https:\/\//)).toBeVisible();
    await expect(dialog.getByText(/^API token is too short/)).toBeVisible();
    await expect(siteUrl).toHaveAttribute("aria-invalid", "true");
    await expect(siteUrl).toBeFocused();
    await expect(toastText(page, "Failed to update integration settings.")).toBeVisible();

    await siteUrl.fill("https://cairn-e2e.atlassian.net");
    await token.fill("e2e-token-0000-5678");
    await expect(dialog.getByText(/^API token is too short/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(toastText(page, "Settings Updated")).toBeVisible();
    // Saved, and tested at once: no provider answers the e2e server, and the toast says so.
    await expect(
      toastText(page, /^Integration settings have been updated, but the connection test failed/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // The API never answers the secret: masked, with its last four characters.
    const jira = (await apiIntegrations(page)).find((item) => item.name === "Jira");
    expect(jira?.settings).toEqual({
      siteUrl: "https://cairn-e2e.atlassian.net",
      email: "ops@example.com",
      apiToken: "••••5678",
    });

    // Opened again, the dialog shows it masked; saving it unchanged keeps the stored secret.
    await card(page, "Jira").getByRole("button", { name: "Settings for Jira" }).click();
    await expect(dialog).toBeVisible();
    await expect(token).toHaveValue("••••5678");
    await expect(dialog.getByText(/A value is saved/)).toBeVisible();
    await dialog.getByRole("button", { name: "Show API token" }).click();
    await expect(token).toHaveAttribute("type", "text");
    await email.fill("pmo@example.com");
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog).toBeHidden();
    const again = (await apiIntegrations(page)).find((item) => item.name === "Jira");
    expect(again?.settings).toMatchObject({ email: "pmo@example.com", apiToken: "••••5678" });

    // Leave the catalogue as the seed made it.
    const cleared = await page.request.put("/api/integrations/jira/settings", { data: {} });
    expect(cleared.ok()).toBe(true);
  });

  test("Test Connection says what happened in plain words", async ({ page }) => {
    await page.goto("/integrations");
    const slack = card(page, "Slack");
    await slack.getByRole("button", { name: "Test Connection to Slack" }).click();
    const result = slack.getByRole("status");
    await expect(result.getByText("Not configured", { exact: true })).toBeVisible();
    await expect(result.getByText("Add the webhook URL of Slack in Settings first.")).toBeVisible();
    await expect(
      result.getByText(/Status: Not configured · Response time: no answer/),
    ).toBeVisible();
    // The card says the same as the test: switched on in the demo, but not configured.
    await expect(slack.getByText("Not configured: add its settings to connect")).toBeVisible();
  });

  test("no serious accessibility problem", async ({ page }) => {
    await page.goto("/integrations");
    await expect(page.getByRole("article")).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("/integrations for everyone else", () => {
  test("anonymous: six skeleton cards while loading, then every control disabled with a hint", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.route("**/trpc/integrations.list**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/integrations");
    await expect(page.getByTestId("integration-skeleton")).toHaveCount(6);
    await expect(page.getByRole("article")).toHaveCount(10);
    await expect(page.getByTestId("integration-skeleton")).toHaveCount(0);

    const hint = page.getByText(
      "Sign in as an administrator to turn integrations on or off, change their settings or test a connection.",
    );
    await expect(hint).toBeVisible();
    for (const toggle of await page.getByRole("switch").all()) {
      await expect(toggle).toBeDisabled();
      await expect(toggle).toHaveAccessibleDescription(/Sign in as an administrator/);
    }
    await expect(page.getByRole("button", { name: /^Settings for/ })).toHaveCount(10);
    for (const button of await page
      .getByRole("button", { name: /^(Settings|Test Connection)/ })
      .all()) {
      await expect(button).toBeDisabled();
    }
    // The texts still tell the state of each integration.
    await expect(
      card(page, "Notion").getByText("Not configured: add its settings to connect"),
    ).toBeVisible();
    await expect(card(page, "Dropbox").getByText("Off", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a client sees the controls disabled, and the API refuses the toggle", async ({ page }) => {
    await signIn(page, "client");
    await page.goto("/integrations");
    await expect(
      page.getByText(/^Only administrators can turn integrations on or off/),
    ).toBeVisible();
    await expect(
      card(page, "Trello").getByRole("switch", { name: "Enable Trello" }),
    ).toBeDisabled();
    await expect(
      card(page, "Trello").getByRole("button", { name: "Settings for Trello" }),
    ).toBeDisabled();
    await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/user-dashboard",
    );
    const refused = await page.request.post("/api/integrations/trello/toggle", {
      data: { enabled: false },
    });
    expect(refused.status()).toBe(403);
  });
});
