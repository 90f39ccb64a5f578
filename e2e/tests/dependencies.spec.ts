/**
 * Dependencies between tasks (docs/dependencies.md): a consultant marks a task as blocked by
 * another in its panel, is refused a circle with the reason, and is asked before the blocked task
 * is moved to Done by keyboard on the board (cancelled, the card stays; once the blocker is done,
 * no question). The client reads the dependencies and changes nothing. A screenshot of the
 * panel's section is written to `.artifacts/screenshots/`.
 */
import { expect, test } from "@playwright/test";
import {
  type ApiBoard,
  boardColumn,
  getJson,
  makeProject,
  sendJson,
  signIn,
  taskCard,
} from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

// Two sign-ins, two dialogs and a keyboard move, on a machine shared with other work.
test.slow();

test("a consultant blocks a task by another, is refused a circle, and is asked before moving it to Done", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, "admin");
  const stamp = Date.now().toString(36);
  const { project, tasks } = await makeProject(
    page,
    `Dependencies ${stamp}`,
    [
      { title: "Launch the site", columnId: "review" },
      { title: "Sign off the copy", columnId: "todo" },
    ],
    { withClient: true },
  );
  const [launch, copy] = tasks;
  if (!launch || !copy) throw new Error("two tasks expected");
  await signIn(page, "consultant");
  const boardUrl = `/consultant-dashboard/projects/${project.id}`;

  // The launch waits on the copy's sign-off.
  await page.goto(`${boardUrl}/tasks/${launch.id}`);
  const section = page.getByRole("region", { name: "Dependencies" });
  await expect(section).toContainText("Nothing blocks this task, and it blocks nothing.");
  await section.getByRole("button", { name: "Add a blocker" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a blocker" });
  await dialog.getByLabel("Search tasks").fill("copy");
  await dialog.getByRole("radio", { name: /Sign off the copy/ }).check();
  await dialog.getByRole("button", { name: "Add blocker" }).click();
  await expect(toastText(page, "Blocker added")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section).toContainText("Waiting on 1 open task");
  await expect(
    section.getByRole("button", { name: "Remove blocker Sign off the copy" }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await section.screenshot({ path: `${SHOTS}/dependencies-panel.png` });

  // The copy cannot wait on the launch in turn: that would be a circle, and the dialog says so.
  await page.goto(`${boardUrl}/tasks/${copy.id}`);
  await expect(section.getByRole("list", { name: "Blocks" })).toContainText("Launch the site");
  await section.getByRole("button", { name: "Add a blocker" }).click();
  await dialog.getByRole("radio", { name: /Launch the site/ }).check();
  await dialog.getByRole("button", { name: "Add blocker" }).click();
  await expect(dialog).toContainText(
    '"Launch the site" already waits on this task, so it cannot block it: that would be a circle',
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // On the board, the launch moved to Done by keyboard: the question, cancelled, keeps the card.
  await page.goto(boardUrl);
  await expect(page.getByText("Live: changes by others appear here")).toBeVisible();
  const heard = page.locator('[id^="rfd-announcement"]');
  await taskCard(boardColumn(page, "review"), "Launch the site").focus();
  await page.keyboard.press("Space");
  await expect(heard).toContainText("You have lifted the task");
  await page.keyboard.press("ArrowRight");
  await expect(heard).toContainText("would move to Done");
  await page.keyboard.press("Space");
  const question = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(question).toContainText(
    "“Launch the site” is still blocked by 1 open task. Move it to Done anyway?",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(taskCard(boardColumn(page, "review"), "Launch the site")).toBeVisible();
  const board = await getJson<ApiBoard>(page, `/projects/${project.id}/board`);
  expect(
    board.columns.find((column) => column.tasks.some((task) => task.id === launch.id))?.key,
  ).toBe("review");

  // The client reads the dependencies and may not change them.
  await signIn(page, "client");
  const refused = await page.request.post(`/api/tasks/${launch.id}/dependencies`, {
    data: { blockerId: copy.id },
  });
  expect(refused.status()).toBe(403);
  await page.goto(`/user-dashboard/projects/${project.id}/tasks/${launch.id}`);
  await expect(section).toContainText("Sign off the copy");
  await expect(section.getByRole("button", { name: /Add a blocker|Remove blocker/ })).toHaveCount(
    0,
  );

  // Once the copy is done, nothing holds the launch up: the move to Done asks nothing.
  await signIn(page, "consultant");
  await sendJson(page, "PUT", `/tasks/${copy.id}/move`, { columnId: "done", orderIndex: 0 });
  await page.goto(boardUrl);
  await expect(page.getByText("Live: changes by others appear here")).toBeVisible();
  await taskCard(boardColumn(page, "review"), "Launch the site").focus();
  await page.keyboard.press("Space");
  await expect(heard).toContainText("You have lifted the task");
  await page.keyboard.press("ArrowRight");
  await expect(heard).toContainText("would move to Done");
  await page.keyboard.press("Space");
  await expect(taskCard(boardColumn(page, "done"), "Launch the site")).toBeVisible();
  await expect(page.getByText("Move it to Done anyway?")).toHaveCount(0);
  // The one refusal is the circle's, which the browser logs as a failed request.
  expect(errors).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});
