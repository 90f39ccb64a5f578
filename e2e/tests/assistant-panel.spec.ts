/**
 * The assistant panel (docs/assistant.md): the demo consultant opens it with Ctrl+/, asks what
 * to work on and follows an item to its task panel; asks to move a task of Northwind Website
 * Relaunch to Review, confirms, and finds it there on the board. And /link-chat/<token> says
 * when a link is not valid, and signed out lets one log in on the spot and come back to it.
 *
 * Screenshots go to `.artifacts/screenshots/` (an answer, an action to confirm); docs/screenshots/
 * keeps the reviewed ones.
 */
import { expect, test } from "@playwright/test";
import {
  type ApiProject,
  type ApiTask,
  boardColumn,
  DEMO,
  getJson,
  sendJson,
  signIn,
  taskCard,
} from "./dashboard-helpers.js";
import { seriousViolations, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

// Each walk signs in, seeds through the API and asks the assistant several questions.
test.describe.configure({ timeout: 90_000 });
const run = Date.now().toString(36);

test.describe("the assistant panel", () => {
  test("Ctrl+/ opens it; an answer's item opens its task; a move waits for Confirm", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const me = await signIn(page, "consultant");
    const errors = watchErrors(page);
    const projects = await getJson<ApiProject[]>(
      page,
      `/projects/consultant/${me.id}?q=${encodeURIComponent("Northwind Website Relaunch")}`,
    );
    const project = projects.find((p) => p.name === "Northwind Website Relaunch");
    expect(project).toBeDefined();
    // A task of the consultant's in To Do: something to work on, and something to move.
    const task = await sendJson<ApiTask>(page, "POST", "/tasks", {
      projectId: project?.id,
      title: `Draft the launch announcement ${run}`,
      columnId: "todo",
      priority: "high",
      assignedTo: me.id,
    });
    expect(task.columnId).toBe("todo");

    await page.goto("/consultant-dashboard");
    await expect(page.getByRole("heading", { name: "Consultant Dashboard" })).toBeVisible();
    await page.keyboard.press("Control+/");
    const panel = page.getByRole("dialog", { name: "Assistant" });
    await expect(panel).toBeVisible();
    const box = panel.getByRole("textbox", { name: "Ask the assistant" });
    await expect(box).toBeFocused();
    // An empty conversation offers the home page's questions (staff also the pipeline's).
    await expect(panel.getByRole("button", { name: "any new leads?" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await box.fill("what should I work on?");
    await box.press("Enter");
    const title = panel.getByText(/^(Start with #\d+ |Nothing open is assigned to you)/);
    await expect(title).toBeVisible();
    await expect(title).toHaveText(/^Start with #\d+ /);
    await expect(panel.getByRole("heading", { name: "Your top tasks" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/assistant-panel.png` });

    // An item's link opens its task's panel over the board; the assistant steps aside.
    const item = panel.getByRole("link", { name: /^#\d+ / }).first();
    const itemText = (await item.textContent()) ?? "";
    const itemTitle = itemText.replace(/^#\d+ /, "");
    await item.click();
    await expect(page).toHaveURL(/\/consultant-dashboard\/projects\/\d+\/tasks\/\d+$/);
    await expect(page.getByRole("dialog", { name: "Assistant" })).toHaveCount(0);
    const taskPanel = page.getByRole("dialog", { name: itemTitle });
    await expect(taskPanel).toBeVisible();
    await taskPanel.getByRole("button", { name: "Close" }).first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The conversation is still there; the move is proposed, not done, until confirmed.
    await page.keyboard.press("Control+/");
    await expect(panel).toBeVisible();
    await expect(title).toBeVisible();
    await box.fill(`move #${task.id} to review`);
    await box.press("Enter");
    const confirm = panel.getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeVisible();
    expect((await getJson<ApiTask>(page, `/tasks/${task.id}`)).columnId).toBe("todo");
    await page.screenshot({ path: `${SHOTS}/assistant-confirm.png` });
    await confirm.click();
    await expect(panel.getByText(new RegExp(`^Moved #${task.id} `))).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(panel.getByRole("button", { name: "Cancel" })).toBeDisabled();

    // Escape closes it and gives the focus back; the board shows the task in Review.
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await page.goto(`/consultant-dashboard/projects/${project?.id}`);
    await expect(taskCard(boardColumn(page, "review"), task.title)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a chat link that is not valid says so", async ({ page }) => {
    const me = await signIn(page, "consultant");
    await page.goto(`/link-chat/${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "Link your Slack account" })).toBeVisible();
    // The page reads whose chat account a link names before offering it: this one names none.
    await expect(page.getByRole("alert")).toHaveText(/^This link is not valid/);
    await expect(page.getByRole("button", { name: "Link" })).toHaveCount(0);
    await expect(page.getByText(`${me.firstName} ${me.lastName}`.trim())).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/link-chat.png` });
  });

  test("signed out, a chat link asks to log in there, and comes back to the link", async ({
    page,
  }) => {
    const token = "y".repeat(43);
    await page.goto(`/link-chat/${token}`);
    await expect(
      page.getByRole("heading", { name: "Log in to link your Slack account" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Login to Cairn" });
    await dialog.getByLabel("Username").fill(DEMO.consultant.username);
    await dialog.getByLabel("Password").fill(DEMO.consultant.password);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Link your Slack account" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/link-chat/${token}$`));
    await expect(page.getByRole("alert")).toHaveText(/^This link is not valid/);
  });
});
