/**
 * A task's panel over its board (docs/tasks.md): a consultant opens a task with the mouse and
 * the keyboard, at the task's own address (a reload keeps it open), edits its labels and
 * estimate and reads its history; the client opens the same task read-only and approves it in
 * Review, which the consultant's open panel shows live; filters narrow the board, stay in the
 * address and survive a reload. Screenshots of the panel (both roles) and of a filtered board.
 */
import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
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

const SHOTS = ".artifacts/screenshots";

interface ApiLabel {
  id: number;
  name: string;
  color: string;
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A project of the demo consultant and client, with labels and tasks, made by the admin. */
async function makeClientProject(
  page: Page,
  name: string,
  tasks: Array<{
    title: string;
    columnId?: string;
    priority?: string;
    description?: string;
    dueDate?: string;
    assignee?: "consultant" | "client";
    labels?: string[];
    estimateMinutes?: number;
  }>,
  labelNames: Array<[string, string]> = [],
) {
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
  const labels: ApiLabel[] = [];
  for (const [labelName, color] of labelNames) {
    labels.push(
      await sendJson<ApiLabel>(page, "POST", `/projects/${project.id}/labels`, {
        name: labelName,
        color,
      }),
    );
  }
  const created: ApiTask[] = [];
  for (const task of tasks) {
    created.push(
      await sendJson<ApiTask>(page, "POST", "/tasks", {
        projectId: project.id,
        title: task.title,
        columnId: task.columnId ?? "todo",
        priority: task.priority ?? "medium",
        description: task.description,
        dueDate: task.dueDate,
        assignedTo: task.assignee ? (task.assignee === "client" ? client : consultant).id : null,
        labelIds: (task.labels ?? []).map(
          (labelName) => labels.find((label) => label.name === labelName)?.id,
        ),
        estimateMinutes: task.estimateMinutes,
      }),
    );
  }
  return { project, tasks: created, labels, consultant, client };
}

function panel(page: Page, title: string) {
  return page.getByRole("dialog", { name: title });
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  return context.newPage();
}

// Several sign-ins, browser contexts and axe runs each, on a machine shared with other work.
test.slow();

test.describe("the task panel", () => {
  test("a consultant opens a task by mouse and keyboard, reloads it, edits labels and estimate, and reads its history", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const { project, tasks, consultant } = await makeClientProject(
      page,
      `Panel ${Date.now()}`,
      [
        {
          title: "Write the pricing page copy",
          columnId: "inprogress",
          priority: "high",
          description:
            "Three tiers, **monthly and yearly**.\n\n- Starter\n- Team\n- Enterprise\n\n<script>alert('x')</script>",
          dueDate: day(5),
          assignee: "consultant",
          labels: ["Copy"],
        },
        { title: "Book the launch review", columnId: "todo" },
      ],
      [
        ["Copy", "#be185d"],
        ["Design", "#1d4ed8"],
      ],
    );
    const [copyTask] = tasks;
    if (!copyTask) throw new Error("no task");
    await signIn(page, "consultant");
    const boardUrl = `/consultant-dashboard/projects/${project.id}`;
    const taskUrl = `${boardUrl}/tasks/${copyTask.id}`;
    await page.goto(boardUrl);
    await expect(page.getByText("Live: changes by others appear here")).toBeVisible();

    // The mouse: a click on the card opens the panel at the task's address.
    const card = taskCard(page, "Write the pricing page copy");
    await expect(card).toContainText("Copy");
    await card.click();
    const opened = panel(page, "Write the pricing page copy");
    await expect(opened).toBeVisible();
    await expect(page).toHaveURL(taskUrl);
    // The description is Markdown, sanitised: bold text and a list, the script only as text.
    await expect(opened.locator("strong", { hasText: "monthly and yearly" })).toBeVisible();
    await expect(opened.getByRole("listitem").filter({ hasText: "Enterprise" })).toBeVisible();
    await expect(opened.locator("script")).toHaveCount(0);
    await expect(opened.locator("dd").filter({ hasText: personName(consultant) })).toBeVisible();
    // The admin made it (makeClientProject): the history says who.
    await expect(opened.getByText("Alex Morgan created the task in In Progress")).toBeVisible();

    // A reload (or a shared link) opens the same panel over the board.
    await page.reload();
    await expect(panel(page, "Write the pricing page copy")).toBeVisible();
    await expect(boardColumn(page, "inprogress")).toBeAttached();
    // Escape returns to the board's address and gives focus to the card.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(boardUrl);
    await expect(card).toBeFocused();

    // The keyboard: Enter on the focused card opens it too; the close button closes it.
    await page.keyboard.press("Enter");
    await expect(panel(page, "Write the pricing page copy")).toBeVisible();
    await expect(page).toHaveURL(taskUrl);
    await panel(page, "Write the pricing page copy").getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(boardUrl);
    await expect(card).toBeFocused();

    // Edit labels and estimate through the Edit Task dialog.
    await card.click();
    const view = panel(page, "Write the pricing page copy");
    await view.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Task" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Design" }).check();
    await dialog.getByLabel("Estimate (hours)").fill("2.5");
    await dialog.getByRole("button", { name: "Update Task" }).click();
    await expect(toastText(page, "Task updated")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(view.getByRole("list", { name: "Labels" })).toContainText("Design");
    await expect(view.getByText("2.5 h", { exact: true })).toBeVisible();
    await expect(view.getByText("Jordan Lee added the label Design")).toBeVisible();
    await expect(view.getByText("Jordan Lee set the estimate to 2.5 h")).toBeVisible();
    const saved = await getJson<ApiTask & { labelIds: number[]; estimateMinutes: number }>(
      page,
      `/tasks/${copyTask.id}`,
    );
    expect(saved.estimateMinutes).toBe(150);
    expect(saved.labelIds).toHaveLength(2);
    expect(await seriousViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/task-panel-consultant.png` });

    // A task of none, under this project: a clear "not found", and back to the board.
    await page.goto(`${boardUrl}/tasks/2000000000`);
    await expect(page.getByRole("heading", { name: "Task not found" })).toBeVisible();
    await page.getByRole("button", { name: "Back to the board" }).click();
    await expect(page).toHaveURL(boardUrl);
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  test("the consultant manages the project's labels from the board", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const { project } = await makeClientProject(page, `Labels ${Date.now()}`, [
      { title: "Only task" },
    ]);
    await signIn(page, "consultant");
    await page.goto(`/consultant-dashboard/projects/${project.id}`);
    await page.getByRole("button", { name: "Labels" }).click();
    const dialog = page.getByRole("dialog", { name: "Project labels" });
    await expect(dialog.getByText("No labels yet: add the first one below.")).toBeVisible();
    const form = dialog.getByRole("form", { name: "New label" });
    await form.getByLabel("Name").fill("Launch");
    await form.getByRole("radio", { name: "Teal" }).check();
    await form.getByRole("button", { name: "Add label" }).click();
    await expect(toastText(page, "Label added")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Labels" })).toContainText("Launch");
    // The same name in another case is refused, beside the field.
    await form.getByLabel("Name").fill("launch");
    await form.getByRole("button", { name: "Add label" }).click();
    await expect(
      dialog.getByText('This project already has a label called "launch".'),
    ).toBeVisible();
    // Rename, then delete.
    await dialog.getByRole("button", { name: "Edit label Launch" }).click();
    const edit = dialog.getByRole("form", { name: "Edit label Launch" });
    await edit.getByLabel("Name").fill("Go-live");
    await edit.getByRole("button", { name: "Save label" }).click();
    await expect(dialog.getByRole("list", { name: "Labels" })).toContainText("Go-live");
    const labels = await getJson<ApiLabel[]>(page, `/projects/${project.id}/labels`);
    expect(labels.map((label) => [label.name, label.color])).toEqual([["Go-live", "#0f766e"]]);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete label Go-live" }).click();
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expect(dialog.getByText("No labels yet: add the first one below.")).toBeVisible();
  });

  test("the client opens the same task read-only and approves it in Review; the consultant's panel follows live", async ({
    browser,
  }) => {
    const setup = await newPage(browser);
    const { project, tasks } = await makeClientProject(
      setup,
      `Approval ${Date.now()}`,
      [
        {
          title: "Publish the new home page",
          columnId: "review",
          priority: "high",
          description: "Ready for your review: the hero, the pricing table and the footer.",
          dueDate: day(2),
          assignee: "consultant",
          labels: ["Launch"],
          estimateMinutes: 240,
        },
      ],
      [["Launch", "#15803d"]],
    );
    const [home] = tasks;
    if (!home) throw new Error("no task");

    // The consultant has the task open.
    const consultant = await newPage(browser);
    await signIn(consultant, "consultant");
    await consultant.goto(`/consultant-dashboard/projects/${project.id}/tasks/${home.id}`);
    const consultantView = panel(consultant, "Publish the new home page");
    await expect(consultantView).toBeVisible();
    await expect(consultant.getByText("Live: changes by others appear here")).toBeVisible();
    // Staff do not give the client's verdict.
    await expect(consultantView.getByRole("button", { name: "Approve" })).toHaveCount(0);

    const client = await newPage(browser);
    const errors = watchErrors(client);
    await signIn(client, "client");
    // The first screen says what waits for the client's verdict, with a link to it.
    await client.goto("/user-dashboard");
    const waiting = client.getByRole("region", { name: /waits? for your approval$/ });
    const link = waiting.getByRole("link", { name: /Publish the new home page/ });
    await expect(link).toHaveAttribute(
      "href",
      `/user-dashboard/projects/${project.id}/tasks/${home.id}`,
    );
    await client.screenshot({ path: `${SHOTS}/client-first-screen.png` });
    await client.goto(`/user-dashboard/projects/${project.id}`);
    const card = taskCard(client, "Publish the new home page");
    await card.click();
    const view = panel(client, "Publish the new home page");
    await expect(view).toBeVisible();
    await expect(client).toHaveURL(`/user-dashboard/projects/${project.id}/tasks/${home.id}`);
    await expect(view.getByText("Read-only")).toBeVisible();
    await expect(view.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expect(view.getByText("4 h", { exact: true })).toBeVisible();
    await expect(view.getByRole("heading", { name: "Waiting for your review" })).toBeVisible();
    expect(await seriousViolations(client)).toEqual([]);
    await view.getByLabel("Note (optional)").fill("Looks great, ship it.");
    await view.getByRole("button", { name: "Approve" }).click();
    await expect(toastText(client, "Task approved")).toBeVisible();
    await expect(view.getByText("Approved", { exact: true })).toBeVisible();
    await expect(view.getByText("Sam Rivera approved the task")).toBeVisible();
    // The verdict above the details, and its line in the history, each with the note.
    await expect(view.getByText("Sam Rivera approved this task")).toBeVisible();
    await expect(view.getByText("Looks great, ship it.")).toHaveCount(2);
    // Approved work is done: the task moved on to Done, where there is no verdict to change.
    await expect(view.getByText("Completed", { exact: true })).toBeVisible();
    await expect(view.getByRole("button", { name: "Change your verdict" })).toHaveCount(0);
    await client.screenshot({ path: `${SHOTS}/task-panel-client.png` });

    // The consultant's open panel shows it without a reload: the board's event names the task.
    await expect(consultantView.getByText("Sam Rivera approved the task")).toBeVisible();
    await expect(consultantView.getByText("Sam Rivera approved this task")).toBeVisible();
    await expect(consultantView.getByText("Approved", { exact: true })).toBeVisible();
    // And the card says so. One Escape closes the panel, though the verdict's toast came after.
    await client.keyboard.press("Escape");
    await expect(card).toContainText("Approved");
    await expect(card).toBeFocused();
    const stored = await getJson<ApiTask & { approval: string }>(client, `/tasks/${home.id}`);
    expect(stored).toMatchObject({ approval: "approved", columnId: "done", status: "completed" });
    expect(errors).toEqual([]);
    await setup.context().close();
    await consultant.context().close();
    await client.context().close();
  });
});

test.describe("board filters", () => {
  test("narrow the board, stay in the address and survive a reload", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const { project } = await makeClientProject(
      page,
      `Filters ${Date.now()}`,
      [
        { title: "Draft the launch email", priority: "high", labels: ["Launch"], dueDate: day(-3) },
        {
          title: "Design the launch banner",
          priority: "high",
          columnId: "inprogress",
          labels: ["Launch", "Design"],
          assignee: "consultant",
        },
        { title: "Audit the old pages", priority: "low", columnId: "inprogress" },
        { title: "Collect testimonials", priority: "medium", columnId: "review", dueDate: day(30) },
        { title: "Set up analytics", priority: "high", columnId: "done", labels: ["Design"] },
      ],
      [
        ["Launch", "#c2410c"],
        ["Design", "#1d4ed8"],
      ],
    );
    await signIn(page, "consultant");
    const boardUrl = `/consultant-dashboard/projects/${project.id}`;
    await page.goto(boardUrl);
    const filters = page.getByRole("search", { name: "Filter the board" });
    await expect(filters.getByText("5 tasks", { exact: true })).toBeVisible();

    await filters.getByRole("combobox", { name: "Priority" }).click();
    await page.getByRole("option", { name: "High" }).click();
    await expect(filters.getByText("Showing 3 of 5 tasks")).toBeVisible();
    await expect(page).toHaveURL(/priority=high/);
    await filters.getByRole("combobox", { name: "Label" }).click();
    await page.getByRole("option", { name: "Launch" }).click();
    await expect(filters.getByText("Showing 2 of 5 tasks")).toBeVisible();
    await filters.getByRole("searchbox", { name: "Filter tasks by text" }).fill("banner");
    await expect(filters.getByText("Showing 1 of 5 tasks")).toBeVisible();
    await expect(page).toHaveURL(/q=banner/);
    await expect(taskCard(page, "Design the launch banner")).toBeVisible();
    await expect(taskCard(page, "Draft the launch email")).toHaveCount(0);
    // A column says how many it shows of how many it holds.
    await expect(boardColumn(page, "inprogress").getByLabel("1 of 2 tasks shown")).toBeVisible();

    // The address keeps the filters: a reload shows the same board.
    await page.reload();
    await expect(filters.getByText("Showing 1 of 5 tasks")).toBeVisible();
    await expect(filters.getByRole("searchbox", { name: "Filter tasks by text" })).toHaveValue(
      "banner",
    );
    await expect(filters.getByRole("combobox", { name: "Priority" })).toHaveText("High");

    // Overdue: only the email, whose due date has passed.
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(filters.getByText("5 tasks", { exact: true })).toBeVisible();
    await filters.getByRole("combobox", { name: "Due date" }).click();
    await page.getByRole("option", { name: "Overdue" }).click();
    await expect(filters.getByText("Showing 1 of 5 tasks")).toBeVisible();
    await expect(taskCard(page, "Draft the launch email")).toBeVisible();
    await filters.getByRole("combobox", { name: "Due date" }).click();
    await page.getByRole("option", { name: "Any due date" }).click();
    await filters.getByRole("combobox", { name: "Label" }).click();
    await page.getByRole("option", { name: "Launch" }).click();
    await expect(filters.getByText("Showing 2 of 5 tasks")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/board-filters.png` });

    // Dragging on a filtered board (keyboard here): the card lands just before the shown card
    // it was dropped above, so it sits above the hidden "Audit the old pages" too.
    const email = taskCard(page, "Draft the launch email");
    await email.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(150);
    await page.keyboard.press("Space");
    await expect(taskCard(boardColumn(page, "inprogress"), "Draft the launch email")).toBeVisible();
    await expect(toastText(page, "Task moved")).toBeVisible();
    const order = async () =>
      (
        await getJson<{ columns: { key: string; tasks: ApiTask[] }[] }>(
          page,
          `/projects/${project.id}/board`,
        )
      ).columns
        .find((column) => column.key === "inprogress")
        ?.tasks.map((task) => task.title);
    await expect
      .poll(order)
      .toEqual(["Draft the launch email", "Design the launch banner", "Audit the old pages"]);

    // A filtered board opens a task and comes back to the same filters.
    await taskCard(page, "Draft the launch email").click();
    await expect(page).toHaveURL(/\/tasks\/\d+\?label=\d+$/);
    // Escape closes it at the first press, the "Task moved" toast up or not.
    await expect(panel(page, "Draft the launch email")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(filters.getByText("Showing 2 of 5 tasks")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${boardUrl}\\?label=\\d+$`));
  });
});
