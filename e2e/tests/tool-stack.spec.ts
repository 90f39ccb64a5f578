/**
 * Tool-stack setup (docs/tool-stack.md), in the browser: a consultant sets a project up in Trello
 * (faked on loopback, tests/fake-trello.ts) and follows the push live to its report; then
 * imports a Jira CSV export after a dry run that shows its awkward rows, and finds the tasks on
 * the board. Screenshots of the progress, the report and the preview go to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { expect, test } from "@playwright/test";
import {
  type ApiProject,
  type ApiUser,
  boardColumn,
  DEMO,
  getJson,
  sendJson,
  signIn,
  taskCard,
} from "./dashboard-helpers.js";
import { FAKE_TRELLO_KEY, FAKE_TRELLO_TOKEN, FakeTrello } from "./fake-trello.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

const trello = new FakeTrello(150);
test.beforeAll(() => trello.start());
test.afterAll(() => trello.stop());

/** A Jira Cloud CSV export, as Jira writes it: quoted fields, a line break, repeated Labels. */
const JIRA_CSV = [
  "Summary,Issue key,Issue id,Issue Type,Status,Priority,Assignee,Due date,Labels,Labels,Description",
  '"Set up CI, with caching",CW-1,10001,Task,Done,High,Jordan Lee,04/Mar/26 5:00 PM,infra,ci,"Build on every push.',
  'Cache the ""node_modules"" folder."',
  "Write the launch plan,CW-2,10002,Story,In Progress,Medium,,15/Apr/2026,,,",
  "Review the copy,CW-3,10003,Task,In Review,Low,Greta Unknown,,copy,,",
  "Fix the footer,CW-4,10004,Bug,To Do,Highest,,31/Feb/26,,,",
].join("\r\n");

test("a consultant sets a project up in Trello, follows it to its report, and imports a Jira export", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const unique = Date.now().toString(36);

  // Trello switched on with the fake's key and token, as an administrator sets it up.
  await signIn(page, "admin");
  await sendJson(page, "PUT", "/integrations/trello/settings", {
    apiKey: FAKE_TRELLO_KEY,
    token: FAKE_TRELLO_TOKEN,
  });
  await sendJson(page, "POST", "/integrations/trello/toggle", { enabled: true });
  const users = await getJson<ApiUser[]>(page, "/users");
  const consultant = users.find((user) => user.username === DEMO.consultant.username);
  if (!consultant) throw new Error("the demo consultant is missing");
  const project = await sendJson<ApiProject>(page, "POST", "/projects", {
    name: `Tool stack ${unique}`,
    description: "Made by the browser tests.",
    consultantId: consultant.id,
    planType: "pro",
  });
  const titles = Array.from({ length: 8 }, (_, index) => `Task ${index + 1} of ${unique}`);
  for (const [index, title] of titles.entries()) {
    await sendJson(page, "POST", "/tasks", {
      projectId: project.id,
      title,
      columnId: ["todo", "inprogress", "review", "done"][index % 4],
      priority: ["low", "medium", "high"][index % 3],
    });
  }

  await page.context().clearCookies();
  await signIn(page, "consultant");
  await page.goto(`/consultant-dashboard/projects/${project.id}`);
  await page.getByRole("tab", { name: "Tool stack" }).click();

  // The push: started from Trello's card, followed live.
  await page.getByRole("button", { name: "Set up in Trello" }).click();
  const dialog = page.getByRole("dialog", { name: "Set up in Trello" });
  await dialog.getByRole("button", { name: "Set up in Trello" }).click();
  await expect(dialog).toBeHidden();
  const run = page.getByRole("region", { name: "Set up in Trello" });
  await expect(
    run.getByRole("progressbar", { name: "Progress of Set up in Trello" }),
  ).toBeVisible();
  // Mid-run: some items done, not all (the fake answers each call after 150 ms).
  await expect(run.getByText(/^[1-9]\d* of \d+/)).toBeVisible();
  await run.screenshot({ path: `${SHOTS}/tool-stack-push-progress.png` });

  await expect(run.getByText("Finished", { exact: true })).toBeVisible({ timeout: 60_000 });
  // One board, a list per column, three priority labels, a card per task: nothing twice.
  expect(trello.problems).toEqual([]);
  expect(trello.count("board")).toBe(1);
  expect(trello.count("list")).toBe(4);
  expect(trello.count("card")).toBe(titles.length);
  expect(
    trello.made
      .filter((item) => item.kind === "card")
      .map((item) => item.name)
      .sort(),
  ).toEqual([...titles].sort());
  // The report links the board and each card in Trello, opening in a new tab.
  const boardLink = page
    .getByRole("link", { name: new RegExp(`Open Tool stack ${unique}`) })
    .first();
  await expect(boardLink).toHaveAttribute("href", /^https:\/\/trello\.com\/b\//);
  await expect(boardLink).toHaveAttribute("target", "_blank");
  await run.screenshot({ path: `${SHOTS}/tool-stack-push-report.png` });

  // The import: a dry run first, with the export's awkward rows explained.
  await page.getByRole("radio", { name: /Jira/ }).check();
  await page.getByLabel("File").setInputFiles({
    name: "jira-export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(JIRA_CSV, "utf8"),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: /Preview of jira-export\.csv/ })).toBeVisible();
  // The impossible date (31 February) is named, and its task offered without it; the unknown
  // person is listed, not invented.
  await expect(
    page
      .getByText(/“31\/Feb\/26” is not a date Cairn can read, so the task has no due date/)
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "Unassigned (Greta Unknown has no account)" }),
  ).toBeVisible();
  const importButton = page.getByRole("button", { name: /^Import \d+ tasks?$/ });
  await expect(importButton).toBeEnabled();
  await page
    .getByRole("region", { name: "Import", exact: true })
    .screenshot({ path: `${SHOTS}/tool-stack-import-preview.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await importButton.click();
  const imported = page.getByRole("region", { name: "Import: Jira (CSV export)" });
  await expect(imported.getByText("Finished", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(imported.getByText(/Created\s*4/)).toBeVisible();

  // The imported tasks are on the board, in the columns their statuses say.
  await page.getByRole("tab", { name: "Project Board" }).click();
  await expect(taskCard(boardColumn(page, "done"), "Set up CI, with caching")).toBeVisible();
  await expect(taskCard(boardColumn(page, "inprogress"), "Write the launch plan")).toBeVisible();
  await expect(taskCard(boardColumn(page, "review"), "Review the copy")).toBeVisible();
  await expect(taskCard(boardColumn(page, "todo"), "Fix the footer")).toBeVisible();
  expect(errors).toEqual([]);
});
