import { expect, test } from "@playwright/test";

test("blog: search and category filter narrow the list; no match shows the empty text", async ({
  page,
}) => {
  await page.goto("/blog");
  const list = page.getByTestId("blog-list").getByRole("listitem");
  await expect(list).toHaveCount(8);
  await expect(page.getByRole("button", { name: "All (24)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("button", { name: "Tools (5)" }).click();
  await expect(list).toHaveCount(5);
  await expect(page.getByText("Featured", { exact: true })).toBeHidden();

  await page.getByLabel("Search articles").fill("NOTION");
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText("Notion");

  await page.getByLabel("Search articles").fill("no article has this phrase");
  await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
  await expect(list).toHaveCount(0);

  await page.getByLabel("Search articles").fill("");
  await page.getByRole("button", { name: "All (24)" }).click();
  await page
    .getByRole("link", { name: "How to set up a PMO in 30 days without a consultant" })
    .click();
  await expect(page).toHaveURL(/\/blog\/pmo-in-30-days$/);
  await expect(page.getByRole("heading", { name: "Week 1: foundation" })).toBeVisible();
});

test("help: search and category filter narrow the list; no match shows the empty text", async ({
  page,
}) => {
  await page.goto("/help");
  const list = page.getByTestId("help-list").getByRole("listitem");
  await expect(list).toHaveCount(45);
  await page.getByRole("button", { name: "Integrations (10)" }).click();
  await expect(list).toHaveCount(10);
  // The search reads each article's text too: every match is in Integrations, fewer than ten.
  await page.getByLabel("Search help articles").fill("slack");
  await expect(list.filter({ hasText: "Send Cairn's notifications to Slack" })).toHaveCount(1);
  expect(await list.count()).toBeLessThan(10);
  await page.getByRole("button", { name: "All (45)" }).click();
  const all = await list.count();
  expect(all).toBeGreaterThanOrEqual(1);
  await page.getByRole("button", { name: "Connect Jira" }).click();
  await expect(page.getByLabel("Search help articles")).toHaveValue("Jira");
  await expect(list.first()).toContainText(/jira/i);
  await page.getByLabel("Search help articles").fill("zzz-nothing");
  await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
});

test("documentation: search filters the guides; API cards link to openapi.json", async ({
  page,
}) => {
  await page.goto("/documentation");
  await expect(page.getByText("5 minutes", { exact: true })).toBeVisible();
  await page.getByLabel("Search the documentation").fill("work-in-progress");
  await expect(page.getByText("Designing your board", { exact: true })).toBeVisible();
  await expect(page.getByText("Login problems", { exact: true })).toBeHidden();
  const api = page.getByRole("link", { name: "Authentication: View in openapi.json" });
  await expect(api).toHaveAttribute("href", "/api/openapi.json");
  expect((await page.request.get("/api/openapi.json")).status()).toBe(200);
});

test("contact: the form opens the visitor's e-mail app with the message, and says so", async ({
  page,
}) => {
  await page.goto("/contact");
  // No claim of a chat or a response time the product does not have.
  await expect(page.getByText(/live chat|24\/7|under 2 minutes/i)).toHaveCount(0);
  await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill("A demo for our team");
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("We are 40 people across three product teams.");
  await page.getByRole("combobox", { name: "Priority" }).selectOption("high");
  await page.getByRole("radio", { name: "Video call" }).check();
  // Headless Chromium has no e-mail app: the mailto: link goes nowhere, the page stays.
  await page.getByRole("button", { name: "Write in my e-mail app" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your e-mail app opened" }),
  ).toContainText("hello@cairn.app");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
});

test("video demo: the video autoplays muted and loops, with play/pause and mute buttons", async ({
  page,
}) => {
  await page.goto("/video-demo");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("loop", "");
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await expect(video).toContainText("Your browser does not support the video tag.");
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.getByRole("button", { name: "Pause" }).click();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.getByRole("button", { name: "Play" }).click();
  await page.getByRole("button", { name: "Unmute" }).click();
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  await expect(page.getByRole("button", { name: "Mute" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("help: an article card opens its page by keyboard, and search reads the articles' words", async ({
  page,
}) => {
  await page.goto("/help");
  const link = page.getByRole("link", { name: "Change your password" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/help\/change-your-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change your password" })).toBeVisible();
  await expect(page.getByText(/at least 12 characters/)).toBeVisible();
  await page.screenshot({ path: ".artifacts/screens/help-article-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: ".artifacts/screens/help-article-390.png", fullPage: true });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("link", { name: "Back to Help Center" }).click();
  await expect(page).toHaveURL(/\/help$/);

  // "scrypt" is in that article's text, not in any title.
  await page.getByLabel("Search help articles").fill("scrypt");
  await expect(page.getByRole("link", { name: "Change your password" })).toBeVisible();

  // A guide of the documentation has a page too; an unknown article is the 404 page.
  await page.goto("/documentation/login-problems");
  await expect(page.getByRole("heading", { level: 1, name: "Login problems" })).toBeVisible();
  const missing = await page.goto("/help/no-such-article");
  expect(missing?.status()).toBe(404);
});
