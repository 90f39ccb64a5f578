import { expect, type Page, test } from "@playwright/test";
import { toastText } from "./marketing-helpers.js";

async function openWizard(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Start AI Wizard" }).click();
  const dialog = page.getByRole("dialog", { name: "AI PMO Setup Wizard" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Previous is disabled on step 1; step 4 without an industry sends nothing", async ({
  page,
}) => {
  const wizardRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/(ai-wizard\/|plans)/.test(request.url())) wizardRequests.push(request.url());
  });
  const dialog = await openWizard(page);
  await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  for (const step of [2, 3, 4]) {
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText(`Step ${step} of 4`)).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(dialog.getByText("Step 3 of 4")).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Generate Plan" }).click();
  await expect(toastText(page, "Validation Error")).toBeVisible();
  await expect(toastText(page, "Please select an industry before proceeding.")).toBeVisible();
  await expect(dialog.getByText("Step 4 of 4")).toBeVisible();
  expect(wizardRequests).toEqual([]);
});

test("a full run shows the API's plan in three tabs, then the tour runs after login", async ({
  page,
}) => {
  const dialog = await openWizard(page);
  await dialog.getByLabel("Team size").fill("12");
  await dialog.getByRole("combobox", { name: "Industry" }).click();
  await page.getByRole("option", { name: "Finance" }).click();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("checkbox", { name: "Jira" }).click();
  await dialog.getByRole("checkbox", { name: "Slack" }).click();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("checkbox", { name: "Missed deadlines" }).click();
  await dialog.getByRole("checkbox", { name: "Delivery speed" }).click();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("radio", { name: /Advanced/ }).check();

  // The public site saves the plan as it makes it (POST /api/plans, one request).
  const answer = page.waitForResponse("**/api/plans");
  await dialog.getByRole("button", { name: "Generate Plan" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    teamSize: 12,
    industry: "Finance",
    currentTools: ["Jira", "Slack"],
    painPoints: ["Missed deadlines"],
    goals: ["Delivery speed"],
    experienceLevel: "advanced",
  });
  const { plan } = (await response.json()) as {
    plan: {
      recommendations: { tools: string[] };
      setup_plan: { phase: string }[];
      next_steps: string[];
    };
  };
  await expect(toastText(page, "AI Recommendations Generated")).toBeVisible();
  await expect(dialog.getByText("Complete", { exact: true })).toBeVisible();
  // The plan (with its saved link, one long word) wraps inside the dialog: nothing runs past it.
  await expect(dialog.getByText("Your plan is saved")).toBeVisible();
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  const tabs = ["Tools & Processes", "Implementation Plan", "Next Steps"];
  for (const name of tabs) await expect(dialog.getByRole("tab", { name })).toBeVisible();
  await expect(dialog.getByText(plan.recommendations.tools[0] ?? "-")).toBeVisible();
  await dialog.getByRole("tab", { name: "Implementation Plan" }).click();
  await expect(dialog.getByText(plan.setup_plan[0]?.phase ?? "-")).toBeVisible();
  await dialog.getByRole("tab", { name: "Next Steps" }).click();
  await expect(dialog.getByText(plan.next_steps[0] ?? "-")).toBeVisible();

  // Start Onboarding Tour with nobody signed in: the login dialog opens instead.
  await dialog.getByRole("button", { name: "Start Onboarding Tour" }).click();
  const login = page.getByRole("dialog", { name: "Login to Cairn" });
  await expect(login).toBeVisible();
  await login.getByRole("button", { name: "Try Demo Accounts" }).click();
  await login.getByRole("button", { name: /^Consultant/ }).click();
  await expect(toastText(page, "Login successful!")).toBeVisible();
  await expect(toastText(page, /^Welcome back, \S+!$/)).toBeVisible();

  // The consultant's landing tour: welcome, ai-wizard, dashboard, projects, help.
  const tour = page.getByRole("dialog", { name: "Welcome to Cairn" });
  await expect(tour).toBeVisible();
  await expect(tour.getByText("Step 1 of 5")).toBeVisible();
  for (let step = 2; step <= 5; step++) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByText("Tour Complete!")).toBeVisible();
  await page.waitForURL("**/consultant-dashboard");
  expect(await page.evaluate(() => localStorage.getItem("onboarding_consultant"))).toBe(
    "completed",
  );
});
