/**
 * A project's intake (docs/intake.md): the admin switches the public request form on; a visitor
 * without an account sends a request through its link and lands on the request's receipt; the
 * admin logs a request in the app too; both wait in triage; the admin accepts one (a task on
 * the board) and declines the other with a reason, which the visitor reads on the receipt's page.
 * At 320 px the tab does not scroll sideways. Screenshots of the triage, of the public form and
 * of the tab on a phone are written to `.artifacts/screenshots/` for the people who review the
 * screens.
 */
import { expect, test } from "@playwright/test";
import { boardColumn, makeProject, signIn, taskCard } from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

test("a request from the public form and one from the app are triaged, and the visitor reads the answer", async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const unique = Date.now().toString(36);
  await signIn(page, "admin");
  const { project } = await makeProject(page, `Intake ${unique}`, []);
  await page.goto(`/admin-dashboard/projects/${project.id}?tab=intake`);
  await expect(page.getByText("No requests yet")).toBeVisible();

  // The public form: off, then on, with its link.
  await page.getByRole("switch", { name: "Public form on" }).click();
  await expect(toastText(page, "Public form switched on")).toBeVisible();
  const link = await page.getByLabel("Public form link").inputValue();
  expect(link).toMatch(/\/intake\/[A-Za-z0-9_-]{43}$/);

  // A visitor, signed in nowhere, asks through the link and keeps the receipt.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(link);
    await expect(
      visitor.getByRole("heading", { name: `Ask Intake ${unique} for something` }),
    ).toBeVisible();
    await visitor.getByLabel("Your name").fill("Dana Visitor");
    await visitor.getByLabel("Your e-mail").fill(`dana-${unique}@example.org`);
    await visitor.getByLabel("What do you need?").fill("A badge for the new starter");
    await visitor.getByLabel("Details").fill("Starting Monday, in the London office.");
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.screenshot({ path: `${SHOTS}/intake-public-form.png`, fullPage: true });
    await visitor.getByRole("button", { name: "Send request" }).click();
    await expect(visitor).toHaveURL(/\/intake\/receipt\/[A-Za-z0-9_-]{43}$/);
    await expect(visitor.getByText("Waiting for triage")).toBeVisible();
    const receipt = visitor.url();

    // The admin logs a request in the app as well; both wait in triage.
    await page.getByLabel("What do you need?").fill("Export the invoices as CSV");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(toastText(page, "Request sent")).toBeVisible();
    const waiting = page.getByRole("list", { name: "New requests" });
    await expect(waiting.getByRole("article")).toHaveCount(2, { timeout: 35_000 });
    await expect(waiting).toContainText("from the public form");
    await expect(waiting).toContainText(`dana-${unique}@example.org`);
    expect(await seriousViolations(page)).toEqual([]);
    // From the top: a full-page shot of a scrolled page repeats the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/intake-triage.png`, fullPage: true });

    // Accepted: a task in To Do. Declined: with a reason the visitor reads.
    await waiting.getByRole("button", { name: "Accept Export the invoices as CSV" }).click();
    await expect(toastText(page, "Request accepted")).toBeVisible();
    await waiting.getByRole("button", { name: "Decline A badge for the new starter…" }).click();
    const decline = page.getByRole("dialog", { name: "Decline this request?" });
    await decline.getByLabel("Reason").fill("Badges are HR's: ask them at hr@example.org.");
    await decline.getByRole("button", { name: "Decline request" }).click();
    await expect(toastText(page, "Request declined")).toBeVisible();
    const decided = page.getByRole("list", { name: "Decided requests" });
    await expect(decided.getByRole("article")).toHaveCount(2);
    await expect(decided).toContainText("Badges are HR's");

    await visitor.goto(receipt);
    await expect(visitor.getByText("Declined", { exact: true })).toBeVisible();
    await expect(visitor.getByText("Badges are HR's: ask them at hr@example.org.")).toBeVisible();

    await page.goto(`/admin-dashboard/projects/${project.id}`);
    await expect(taskCard(boardColumn(page, "todo"), "Export the invoices as CSV")).toBeVisible();

    // On a phone, the tab does not scroll sideways.
    await page.goto(`/admin-dashboard/projects/${project.id}?tab=intake`);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole("list", { name: "Decided requests" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/intake-phone.png`, fullPage: true });
  } finally {
    await visitorContext.close();
  }
  expect(errors).toEqual([]);
});
