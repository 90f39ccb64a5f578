/**
 * The "Rules" tab (docs/rules.md): a consultant writes a rule — when a task is created, if its
 * priority is high, move it to In Progress — tries it on the last 30 days (the test mode names
 * the urgent task, not the calm one, and changes nothing), adds it, and the next urgent task
 * moves by itself, with its run in "Recent runs"; at 320 px the tab does not scroll sideways.
 * Rules without a task: a weekly rule on a schedule, tried on the last 30 days (its Mondays),
 * and a rule on a risk's score, which tells the risk's owner once a risk is logged at 16.
 * Screenshots of the test modes, of the runs and of the tab on a phone are written to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { expect, test } from "@playwright/test";
import { type ApiBoard, getJson, makeProject, sendJson, signIn } from "./dashboard-helpers.js";
import { choose, seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

test("a consultant tries a rule on the last 30 days, adds it, and it acts on the next task", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A project of the consultant's, made by the admin, with an urgent task and a calm one.
  await signIn(page, "admin");
  const { project, tasks } = await makeProject(page, `Rules ${Date.now().toString(36)}`, [
    { title: "Fix the sign-in outage", priority: "high" },
    { title: "Refresh the footer", priority: "low" },
  ]);
  await signIn(page, "consultant");
  await page.goto(`/consultant-dashboard/projects/${project.id}?tab=rules`);
  await expect(page.getByText("No rules yet")).toBeVisible();

  await page.getByRole("button", { name: "Add a rule" }).click();
  const dialog = page.getByRole("dialog", { name: "New rule" });
  await dialog.getByLabel("Name").fill("Urgent work starts at once");
  await choose(page, dialog.getByRole("combobox", { name: "When" }), "A task is created");
  await dialog.getByRole("group", { name: "Priority" }).getByLabel("High").check();
  await choose(page, dialog.getByRole("combobox", { name: "Type" }), "Move it");
  await choose(page, dialog.getByRole("combobox", { name: "To column" }), "In Progress");

  // The test mode: the urgent task of the last 30 days, and nothing changed.
  await dialog.getByRole("button", { name: "Test on the last 30 days" }).click();
  const would = dialog.getByRole("list", { name: "What the rule would have done" });
  await expect(would).toContainText("Fix the sign-in outage");
  await expect(would).toContainText("Would move it to In Progress.");
  await expect(would).not.toContainText("Refresh the footer");
  expect(await seriousViolations(page)).toEqual([]);
  const tryFirst = dialog.getByRole("region", { name: "Try it first" });
  await tryFirst.scrollIntoViewIfNeeded();
  await tryFirst.screenshot({ path: `${SHOTS}/rules-test-mode.png` });
  const before = await getJson<ApiBoard>(page, `/projects/${project.id}/board`);
  const todo = before.columns.find((column) => column.key === "todo")?.tasks ?? [];
  expect(todo.map((task) => task.id).sort()).toEqual(tasks.map((task) => task.id).sort());

  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole("list", { name: "Rules" })
    .getByRole("article", { name: "Urgent work starts at once" });
  await expect(card).toContainText(
    "When a task is created, if its priority is high, then move it to In Progress.",
  );

  // The next urgent task moves by itself, and its run is written down.
  const urgent = await sendJson<{ id: number }>(page, "POST", "/tasks", {
    projectId: project.id,
    title: "Restore the nightly backups",
    priority: "high",
  });
  await expect
    .poll(async () => {
      const board = await getJson<ApiBoard>(page, `/projects/${project.id}/board`);
      return board.columns.find((column) => column.tasks.some((task) => task.id === urgent.id))
        ?.key;
    })
    .toBe("inprogress");
  // The tab reads its runs again every 30 s; a reload shows them at once.
  await page.reload();
  const run = page
    .getByRole("list", { name: "Recent runs" })
    .getByRole("article", { name: "Urgent work starts at once" });
  await expect(run).toContainText("Restore the nightly backups");
  await expect(run).toContainText("Moved to In Progress.");
  await expect(card).toContainText("1 run");

  // At phone width the tab, its rule and its run included, does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(run).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  await page.screenshot({ path: `${SHOTS}/rules-phone.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test("a consultant sets a rule on a schedule and one on a risk's score; a risk logged at 16 starts the second", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, "admin");
  const { project } = await makeProject(page, `Rules without tasks ${Date.now().toString(36)}`, []);
  const me = await signIn(page, "consultant");
  await page.goto(`/consultant-dashboard/projects/${project.id}?tab=rules`);
  await expect(page.getByText("No rules yet")).toBeVisible();

  // Every Monday at 09:00 UTC: a task to review the risks. No task to check, three actions.
  await page.getByRole("button", { name: "Add a rule" }).click();
  const dialog = page.getByRole("dialog", { name: "New rule" });
  await dialog.getByLabel("Name").fill("Monday risk review");
  await choose(page, dialog.getByRole("combobox", { name: "When" }), "On a schedule");
  await choose(page, dialog.getByRole("combobox", { name: "Repeats" }), "Every week on Monday");
  // Counted from two months back, so that the last 30 days hold some of its Mondays.
  const twoMonthsAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel(/^First day/).fill(twoMonthsAgo);
  await dialog.getByLabel(/^Time\*?$/).fill("09:00");
  await dialog.getByLabel(/^Time zone/).fill("UTC");
  await expect(dialog.getByText("A scheduled rule has no task to check")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Type" }).click();
  await expect(page.getByRole("option")).toHaveText([
    "Tell someone",
    "Post to the team's channel",
    "Create a task",
  ]);
  await page.getByRole("option", { name: "Create a task" }).click();
  await dialog.getByLabel("Task title").fill("Review the risks");
  await dialog.getByRole("button", { name: "Test on the last 30 days" }).click();
  const would = dialog.getByRole("list", { name: "What the rule would have done" });
  // Four or five Mondays in 30 days, each at 09:00 UTC.
  const occurrence = /scheduled for \d{4}-\d{2}-\d{2} 09:00 UTC/;
  const matches = would.locator(":scope > li");
  await expect(matches.first()).toContainText(occurrence);
  const tried = await matches.allTextContents();
  expect(tried.length).toBeGreaterThanOrEqual(4);
  for (const text of tried) expect(text).toMatch(occurrence);
  await expect(would).toContainText('Would create the task "Review the risks".');
  expect(await seriousViolations(page)).toEqual([]);
  const tryFirst = dialog.getByRole("region", { name: "Try it first" });
  await tryFirst.scrollIntoViewIfNeeded();
  await tryFirst.screenshot({ path: `${SHOTS}/rules-schedule-test-mode.png` });
  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(dialog).toBeHidden();
  const rules = page.getByRole("list", { name: "Rules" });
  await expect(rules.getByRole("article", { name: "Monday risk review" })).toContainText(
    'When its schedule comes round (every week on Monday at 09:00 UTC), then create the task "Review the risks".',
  );

  // A risk scoring 12 or more tells its owner.
  await page.getByRole("button", { name: "Add a rule" }).click();
  await dialog.getByLabel("Name").fill("High risks get a plan");
  await choose(page, dialog.getByRole("combobox", { name: "When" }), "A risk reaches a score");
  await dialog.getByLabel(/^Score at least/).fill("12");
  await choose(page, dialog.getByRole("combobox", { name: "Type" }), "Tell someone");
  await choose(page, dialog.getByRole("combobox", { name: "Tell" }), "The risk's owner");
  await dialog.getByLabel("Message").fill("Plan a response this week");
  await dialog.getByRole("button", { name: "Add rule" }).click();
  await expect(dialog).toBeHidden();
  await expect(rules.getByRole("article", { name: "High risks get a plan" })).toContainText(
    'When a risk scores 12 or more (probability × impact), then tell its owner "Plan a response this week".',
  );

  // The risk, logged at 4 × 4 with the consultant as its owner: the rule runs after the commit.
  const title = `Key supplier ships late ${Date.now().toString(36)}`;
  await sendJson(page, "POST", `/projects/${project.id}/raid`, {
    kind: "risk",
    title,
    probability: 4,
    impact: 4,
    ownerId: me.id,
  });
  await expect
    .poll(async () => {
      const { runs } = await getJson<{ runs: { ruleName: string; outcome: string }[] }>(
        page,
        `/projects/${project.id}/rule-runs`,
      );
      return runs.map((run) => `${run.ruleName}: ${run.outcome}`);
    })
    .toEqual(["High risks get a plan: done"]);
  await page.reload();
  const run = page
    .getByRole("list", { name: "Recent runs" })
    .getByRole("article", { name: "High risks get a plan" });
  await expect(run).toContainText(`risk "${title}" scored 16 (4 × 4), 12 or more`);
  await expect(run).toContainText('"Plan a response this week".');
  await expect(run).not.toContainText("null");
  expect(await seriousViolations(page)).toEqual([]);
  // From the top: a full-page shot taken lower down paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/rules-risk-run.png`, fullPage: true });
  expect(errors).toEqual([]);
});
