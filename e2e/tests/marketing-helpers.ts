import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The demo accounts seeded in demo mode (as shown on the login dialog). */
export const DEMO = {
  admin: { username: "admin", password: "cairn-admin-demo", path: "/admin-dashboard" },
  consultant: {
    username: "consultant",
    password: "cairn-consultant-demo",
    path: "/consultant-dashboard",
  },
  client: { username: "client", password: "cairn-client-demo", path: "/user-dashboard" },
} as const;

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Serious and critical axe violations (WCAG 2.1 A/AA) of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
}

/**
 * Chooses `option` in a select (a combobox and its listbox), and waits until the combobox shows
 * it. A long list positions and scrolls itself as it opens: on a busy machine a click can land
 * while the option is still moving, and the list stays open with nothing chosen. That choice is
 * made again (the list is opened once more if it closed), until the combobox names it. Whether
 * the list is open is asked of the page, not of the combobox: while it is open, the dialog that
 * holds the combobox is hidden from the accessibility tree, and so is the combobox.
 */
export async function choose(page: Page, combobox: Locator, option: string) {
  const list = page.getByRole("listbox");
  await expect(async () => {
    if (!(await list.isVisible())) await combobox.click({ timeout: 5_000 });
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(list).toBeHidden({ timeout: 1_000 });
    await expect(combobox).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

export async function openLogin(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Login to Cairn" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A toast's text. Located by CSS: while a modal dialog is open everything outside it, the
 * notifications region included, is aria-hidden (screen readers still hear the toast through
 * its live-region copy, which is why plain getByText finds two).
 */
export function toastText(page: Page, text: string | RegExp) {
  return page
    .locator('[role="region"][aria-label^="Notifications"]')
    .getByText(text, { exact: true });
}

export interface WizardAnswers {
  teamSize: number;
  industry: string;
  /** Step 3's pain points to tick. */
  painPoints?: readonly string[];
  /** The public site's origin when it is not the test's base URL (split topology). */
  site?: string;
}

/**
 * Runs the public site's wizard from the home page to its plan, which the site saves as it makes
 * it (POST /api/plans, checked to answer 201): the dialog, and that answer.
 */
export async function makePlan(page: Page, answers: WizardAnswers) {
  await page.goto(`${answers.site ?? ""}/`);
  await page.getByRole("button", { name: "Start AI Wizard" }).click();
  const wizard = page.getByRole("dialog", { name: "AI PMO Setup Wizard" });
  await wizard.getByLabel("Team size").fill(String(answers.teamSize));
  await wizard.getByRole("combobox", { name: "Industry" }).click();
  await page.getByRole("option", { name: answers.industry }).click();
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("button", { name: "Next" }).click();
  for (const pain of answers.painPoints ?? []) {
    await wizard.getByRole("checkbox", { name: pain }).click();
  }
  await wizard.getByRole("button", { name: "Next" }).click();
  const saved = page.waitForResponse("**/api/plans");
  await wizard.getByRole("button", { name: "Generate Plan" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  return { wizard, response };
}
