/**
 * The plan and the lead pipeline in the browser (docs/leads.md): a visitor's plan is kept behind
 * a private link, shown again (and printable) at /plan/<token>, and carried into the free-trial
 * signup; then a consultant claims the lead, reads the plan, moves it to contacted, adds a note
 * and sees the timeline.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./dashboard-helpers.js";
import { makePlan, seriousViolations, toastText } from "./marketing-helpers.js";

const SHOTS = process.env.E2E_SHOTS;

test("a plan is kept, shown at its link, carried into the signup, and worked by a consultant", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const unique = Date.now().toString(36);
  const name = `Plan Visitor ${unique}`;
  const email = `plan-${unique}@example.com`;

  // 1. The wizard makes the plan and saves it in one request.
  const { wizard, response } = await makePlan(page, {
    teamSize: 9,
    industry: "Consulting",
    painPoints: ["Lack of reporting"],
  });
  const { token, url, plan } = (await response.json()) as {
    token: string;
    url: string;
    plan: { setup_plan: { phase: string; tasks: string[] }[]; next_steps: string[] };
  };
  expect(url).toBe(`/plan/${token}`);

  // 2. The results show the private link; Copy link copies it and says so.
  const link = wizard.getByRole("region", { name: "Your plan is saved" });
  await expect(link.getByRole("link")).toHaveText(new URL(url, page.url()).toString());
  await link.getByRole("button", { name: "Copy link" }).click();
  await expect(link.getByRole("status")).toHaveText("Link copied to the clipboard.");
  await expect(link.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(url, page.url()).toString(),
  );
  if (SHOTS) await wizard.screenshot({ path: `${SHOTS}/wizard-plan-link.png` });

  // 3. The link shows the plan again, every section on one page, and prints without the frame.
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Consulting team of 9" })).toBeVisible();
  for (const phase of plan.setup_plan) {
    await expect(
      page.getByRole("heading", { level: 3, name: new RegExp(phase.phase) }),
    ).toBeVisible();
  }
  await expect(page.getByText(plan.next_steps[0] ?? "-")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/plan-page.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Consulting team of 9" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/plan-page-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // A link that is not valid says so.
  await page.goto(`/plan/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Plan not found" })).toBeVisible();
  await page.goto(url);

  // 4. "Start free trial with this plan": the signup carries the plan's token.
  await page.getByRole("button", { name: "Start free trial with this plan" }).click();
  const signup = page.getByRole("dialog", { name: "Start Your Free Trial" });
  await expect(signup.getByText(/with your setup plan/)).toBeVisible();
  // The wizard was told a team of 9: the form starts with that band.
  await expect(signup.getByRole("combobox", { name: "Team Size" })).toContainText("6-20 people");
  await signup.getByLabel("Full Name").fill(name);
  await signup.getByLabel("Email Address").fill(email);
  await signup.getByLabel("Company").fill(`Planned ${unique} Ltd`);
  const created = page.waitForResponse("**/api/leads");
  await signup.getByRole("button", { name: "Start Free Trial" }).click();
  const lead = await created;
  expect(lead.status()).toBe(201);
  expect(lead.request().postDataJSON()).toMatchObject({
    email,
    planToken: token,
    teamSize: "6-20",
  });
  await expect(toastText(page, "Success!")).toBeVisible();

  // 5. A consultant claims the lead, reads its plan, moves it to contacted and adds a note.
  const consultantContext = await browser.newContext();
  const dashboard = await consultantContext.newPage();
  try {
    await signIn(dashboard, "consultant");
    await dashboard.goto("/consultant-dashboard?tab=leads");
    const pipeline = dashboard.locator("section", { hasText: "Pipeline" }).last();
    await pipeline.getByLabel("Search leads").fill(unique);
    const row = pipeline.getByRole("row", { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    // The search has reached the server (the header and the one lead it finds), so the claim
    // is not raced by the search's own read of the list.
    await expect(pipeline.getByRole("row")).toHaveCount(2);
    await row.getByRole("button", { name: `Claim ${name}` }).click();
    await expect(toastText(dashboard, "Lead assigned")).toBeVisible();
    await expect(row).toContainText("You");

    await row.getByRole("button", { name: `Open lead ${name}` }).click();
    const detail = dashboard.getByRole("dialog", { name });
    await expect(detail).toBeVisible();
    expect(new URL(dashboard.url()).searchParams.get("lead")).toMatch(/^\d+$/);
    await expect(detail.getByRole("heading", { name: "Setup plan" })).toBeVisible();
    await expect(detail.getByText(/Consulting, a team of 9/)).toBeVisible();
    await detail.getByRole("tab", { name: "Implementation Plan" }).click();
    await expect(detail.getByText(plan.setup_plan[0]?.phase ?? "-")).toBeVisible();

    await detail.getByRole("button", { name: "Contacted" }).click();
    await expect(toastText(dashboard, "Status updated")).toBeVisible();
    // Qualified by mistake: one step back undoes it, without losing the lead.
    await detail.getByRole("button", { name: "Qualified" }).click();
    await detail.getByRole("button", { name: "Back to contacted" }).click();
    await expect(detail.getByText(/moved it from qualified to contacted/)).toBeVisible();
    await expect(detail.getByRole("button", { name: "Qualified" })).toBeVisible();

    await detail.getByLabel("Add a note").fill("Called: they want the pilot in January.");
    await detail.getByRole("button", { name: "Add note" }).click();
    await expect(toastText(dashboard, "Note added")).toBeVisible();

    const timeline = detail.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByText("Jordan Lee added a note")).toBeVisible();
    await expect(timeline.getByText("Called: they want the pilot in January.")).toBeVisible();
    await expect(
      timeline.getByText("Jordan Lee moved it from assigned to contacted"),
    ).toBeVisible();
    await expect(timeline.getByText("Jordan Lee assigned the lead to Jordan Lee")).toBeVisible();
    await expect(timeline.getByText("Signed up on the website")).toBeVisible();
    expect(await seriousViolations(dashboard)).toEqual([]);
    if (SHOTS) await detail.screenshot({ path: `${SHOTS}/lead-detail.png` });
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toBeHidden();
    expect(new URL(dashboard.url()).searchParams.get("lead")).toBeNull();
    if (SHOTS) await dashboard.screenshot({ path: `${SHOTS}/pipeline.png`, fullPage: true });
  } finally {
    await consultantContext.close();
  }
});
