/**
 * The "Rules" tab (docs/rules.md): a consultant writes a rule — when a task is created, if its
 * priority is high, move it to In Progress — tries it on the last 30 days (the test mode names
 * the urgent task, not the calm one, and changes nothing), adds it, and the next urgent task
 * moves by itself, with its run in "Recent runs"; at 320 px the tab does not scroll sideways.
 * Screenshots of the test mode and of the tab on a phone are written to `.artifacts/screenshots/`
 * for the people who review the screens.
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
