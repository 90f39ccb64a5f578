/**
 * The "Risks & decisions" tab (docs/raid.md), where the weekly risk review is run: a consultant
 * logs a risk scored 4 × 4 (16, high), sees it in the matrix's red cell and in the summary, makes
 * a task of it and finds that task on the board; the project's client reads the register and
 * raises a risk of their own, without naming an owner. The tab does not scroll sideways at 320 px.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  type ApiProject,
  type ApiTask,
  type ApiUser,
  boardColumn,
  getJson,
  personName,
  sendJson,
  signIn,
  taskCard,
} from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

interface ApiRaidEntry {
  id: number;
  kind: string;
  title: string;
  status: string;
  ownerId: number | null;
  probability: number | null;
  impact: number | null;
  score: number | null;
  createdBy: number | null;
  taskIds: number[];
}

interface ApiRaidRegister {
  entries: ApiRaidEntry[];
  summary: { openHighRisks: number; overdueReviews: number; open: Record<string, number> };
}

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A fresh project of the demo consultant and client, made by the admin: an empty register. */
async function makeClientProject(page: Page, name: string) {
  await signIn(page, "admin");
  const users = await getJson<ApiUser[]>(page, "/users");
  const consultant = users.find((user) => user.username === "consultant");
  const client = users.find((user) => user.username === "client");
  if (!consultant || !client) throw new Error("the demo accounts are missing");
  const project = await sendJson<ApiProject>(page, "POST", "/projects", {
    name,
    description: "Made by the browser tests.",
    consultantId: consultant.id,
    clientId: client.id,
    planType: "pro",
  });
  return { project, consultant, client };
}

async function register(page: Page, projectId: number) {
  return getJson<ApiRaidRegister>(page, `/projects/${projectId}/raid`);
}

/** Picks an option of one of the dialog's selects (a Radix Select: its list opens in a portal). */
async function choose(page: Page, scope: Locator, field: RegExp, option: string) {
  await scope.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

// Two sign-ins, several dialogs and an axe run, on a machine shared with other work.
test.slow();

test.describe("the RAID register", () => {
  test("a consultant logs a high risk and makes a task of it; the client reads it and raises one", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const errors = watchErrors(page);
    const stamp = Date.now();
    const { project, consultant } = await makeClientProject(page, `RAID ${stamp}`);
    const riskTitle = `Key supplier ships late ${stamp}`;
    const taskTitle = `Book a second supplier ${stamp}`;
    const clientRisk = `Our reviewers are away in August ${stamp}`;

    // The consultant opens the project's "Risks & decisions" tab: nothing logged yet.
    await signIn(page, "consultant");
    await page.goto(`/consultant-dashboard/projects/${project.id}`);
    await expect(page.getByText("Live: changes by others appear here")).toBeVisible();
    await page.getByRole("tab", { name: "Risks & decisions" }).click();
    await expect(page).toHaveURL(/\?tab=raid$/);
    await expect(
      page.getByRole("heading", { name: "No risks, assumptions, issues or decisions yet" }),
    ).toBeVisible();

    // A risk, 4 (likely) × 4 (major): 16, high.
    await page.getByRole("button", { name: "Add entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to the register" });
    await expect(dialog.getByRole("combobox", { name: /^Kind/ })).toHaveText("Risk");
    await dialog.getByLabel(/^Title/).fill(riskTitle);
    await choose(page, dialog, /^Probability/, "4 · Likely");
    await choose(page, dialog, /^Impact/, "4 · Major");
    await expect(dialog.getByText("Score 16: likely × major")).toBeVisible();
    await dialog
      .getByLabel(/^Response/)
      .fill("Order the parts a month early; ask a second supplier.");
    await dialog.getByLabel(/^Review date/).fill(dayFromToday(7));
    await choose(page, dialog, /^Owner/, personName(consultant));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add entry" }).click();
    await expect(toastText(page, "Entry added")).toBeVisible();
    await expect(dialog).toBeHidden();

    // In the matrix's red cell, counted in the summary, and on the list with its score.
    const cell = page.getByTestId("cell-4-4");
    await expect(cell).toHaveAttribute("data-level", "high");
    await expect(
      cell.getByRole("button", {
        name: "1 open risk with probability 4 (likely) and impact 4 (major): score 16, high",
      }),
    ).toHaveText("1");
    const summary = page.getByTestId("raid-summary");
    await expect(summary).toContainText("1 open high risk");
    await expect(summary).toContainText("Open: 1 risk, 0 assumptions, 0 issues, 0 decisions");
    const risk = page.getByRole("article", { name: riskTitle });
    await expect(risk).toContainText("16 · High");
    await expect(risk).toContainText("probability 4 (likely) × impact 4 (major)");
    await expect(risk).toContainText(personName(consultant));
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: ".artifacts/screens/raid-consultant.png", fullPage: true });
    const [saved] = (await register(page, project.id)).entries;
    expect(saved).toMatchObject({
      kind: "risk",
      title: riskTitle,
      probability: 4,
      impact: 4,
      score: 16,
      ownerId: consultant.id,
    });

    // The matrix's cell filters the list to its risks, and the filter clears.
    await cell.getByRole("button").click();
    await expect(
      page.getByRole("status").filter({ hasText: "Showing the open risks" }),
    ).toContainText("probability 4 (likely) and impact 4 (major): 1 risk");
    await page.getByRole("button", { name: "Clear the matrix filter" }).click();
    await expect(page.getByRole("button", { name: "Clear the matrix filter" })).toHaveCount(0);

    // A task made from the risk: a toast, a link on the risk, a card on the board.
    await risk.getByRole("button", { name: `Make a task of ${riskTitle}` }).click();
    const make = page.getByRole("dialog", { name: "Make a task" });
    await expect(make.getByLabel(/^Task title/)).toHaveValue(`Respond to: ${riskTitle}`);
    await make.getByLabel(/^Task title/).fill(taskTitle);
    await make.getByRole("button", { name: "Make task" }).click();
    await expect(toastText(page, "Task made")).toBeVisible();
    await expect(make).toBeHidden();
    const tasks = await getJson<ApiTask[]>(page, `/tasks/project/${project.id}`);
    const made = tasks.find((task) => task.title === taskTitle);
    if (!made) throw new Error("the task made from the risk is not on the project");
    expect(made).toMatchObject({ columnId: "todo", assignedTo: consultant.id });
    expect((await register(page, project.id)).entries[0]?.taskIds).toEqual([made.id]);

    // The risk links to the task, whose panel opens over the tab and closes back to it.
    const link = risk.getByRole("link", { name: taskTitle });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/projects/${project.id}/tasks/${made.id}\\?tab=raid$`),
    );
    const panel = page.getByRole("dialog", { name: taskTitle });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(
      page.getByRole("tab", { name: "Risks & decisions", selected: true }),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Project Board" }).click();
    await expect(taskCard(boardColumn(page, "todo"), taskTitle)).toBeVisible();

    // The client: the register read-only, and a risk of their own to raise.
    await signIn(page, "client");
    await page.goto(`/user-dashboard/projects/${project.id}?tab=raid`);
    const clientView = page.getByRole("article", { name: riskTitle });
    await expect(clientView).toContainText("16 · High");
    await expect(clientView.getByRole("link", { name: taskTitle })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add entry" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Edit ${riskTitle}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Delete ${riskTitle}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Make a task of ${riskTitle}` })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Raise a risk" }).click();
    const raise = page.getByRole("dialog", { name: "Raise a risk" });
    await expect(raise.getByRole("combobox", { name: /^Owner/ })).toHaveCount(0);
    await expect(raise.getByRole("combobox", { name: /^Kind/ })).toHaveCount(0);
    await raise.getByLabel(/^Title/).fill(clientRisk);
    await choose(page, raise, /^Probability/, "2 · Unlikely");
    await choose(page, raise, /^Impact/, "3 · Moderate");
    await raise.getByRole("button", { name: "Raise risk" }).click();
    await expect(toastText(page, "Risk raised")).toBeVisible();
    await expect(raise).toBeHidden();
    await expect(page.getByRole("article", { name: clientRisk })).toContainText("6 · Low");
    await expect(page.getByTestId("raid-summary")).toContainText("Open: 2 risks");
    await expect(page.getByTestId("cell-2-3").getByRole("button")).toHaveText("1");
    const raised = (await register(page, project.id)).entries.find(
      (entry) => entry.title === clientRisk,
    );
    expect(raised).toMatchObject({ kind: "risk", score: 6, ownerId: null, status: "open" });

    // On a phone, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole("article", { name: clientRisk })).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: ".artifacts/screens/raid-client-320.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
