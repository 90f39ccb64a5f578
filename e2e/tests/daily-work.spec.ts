/**
 * Where the daily work happens (docs/tasks.md, docs/notifications.md, docs/search.md), in one
 * go: a consultant mentions the client in a comment on a task in Review; the client's bell counts
 * it live, the client opens the task from the notification, reads it, answers and approves it,
 * and the consultant's open panel follows; the palette then finds the task by a word of its
 * comment.
 *
 * Screenshots of the task panel with its conversation and of the client's inbox are written to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  type ApiProject,
  type ApiTask,
  type ApiUser,
  DEMO,
  getJson,
  personName,
  sendJson,
  signIn,
} from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

async function signedIn(browser: Browser, account: keyof typeof DEMO) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const user = await signIn(page, account);
  return { context, page, errors, user };
}

const bell = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** The bell's unread count, from its accessible name ("Notifications, 3 unread"). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test("a mention reaches the client live; the client reads, answers and approves; search finds the task by its comment", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const unique = Date.now().toString(36);
  // A word found only in the consultant's comment, never in the task's title or description.
  const word = `zephyr${unique}`;
  const title = `Home page text ${unique}`;

  // A project of the demo consultant for the demo client, with a task waiting in Review.
  await signIn(page, "admin");
  // The demo accounts are the oldest: past the first page once the tests have made others.
  const users = await getJson<ApiUser[]>(page, "/users?limit=1000");
  const consultantUser = users.find((user) => user.username === DEMO.consultant.username);
  const clientUser = users.find((user) => user.username === DEMO.client.username);
  if (!consultantUser || !clientUser) throw new Error("the demo accounts are missing");
  const project = await sendJson<ApiProject>(page, "POST", "/projects", {
    name: `Launch ${unique}`,
    description: "Made by the browser tests.",
    consultantId: consultantUser.id,
    clientId: clientUser.id,
    planType: "pro",
  });
  const task = await sendJson<ApiTask>(page, "POST", "/tasks", {
    projectId: project.id,
    title,
    description: "The **launch copy** for the home page:\n\n- headline\n- three benefits",
    columnId: "review",
    priority: "high",
  });
  const clientName = personName(clientUser);

  const consultant = await signedIn(browser, "consultant");
  const client = await signedIn(browser, "client");
  try {
    // The client waits on their dashboard; the bell is live and shows what is unread already.
    await client.page.goto("/user-dashboard");
    const { unread: before } = await getJson<{ unread: number }>(
      client.page,
      "/notifications/unread-count",
    );
    await expect.poll(() => unread(client.page)).toBe(before);

    // 1. The consultant opens the task and mentions the client in a comment.
    await consultant.page.goto(`/consultant-dashboard/projects/${project.id}/tasks/${task.id}`);
    const panel = consultant.page.getByRole("dialog", { name: title });
    await expect(panel.getByText("launch copy", { exact: true })).toBeVisible();
    const composer = panel.getByRole("textbox", { name: "Add a comment" });
    await composer.click();
    await composer.pressSequentially(`@${clientUser.firstName ?? clientUser.username}`);
    await panel.getByRole("option", { name: new RegExp(clientName) }).click();
    await composer.pressSequentially(` could you check the ${word} wording before we publish?`);
    await panel.getByRole("button", { name: "Send", exact: true }).click();
    await expect(panel.getByText(`could you check the ${word} wording`)).toBeVisible();

    // 2. The client's bell counts it, without a reload.
    await expect.poll(() => unread(client.page)).toBe(before + 1);

    // 3. The client opens the task from the notification and reads it.
    await bell(client.page).click();
    const inbox = client.page.getByRole("dialog", { name: "Notifications" });
    const notice = inbox
      .getByRole("list", { name: "Notifications" })
      .getByRole("link", { name: new RegExp(`mentioned you on .*${title}`) });
    await expect(notice).toBeVisible();
    await client.page.screenshot({ path: `${SHOTS}/client-inbox-mention.png` });
    await notice.click();
    await expect(client.page).toHaveURL(
      new RegExp(`/user-dashboard/projects/${project.id}/tasks/${task.id}$`),
    );
    const view = client.page.getByRole("dialog", { name: title });
    await expect(view.getByText("launch copy", { exact: true })).toBeVisible();
    await expect(view.getByText(`could you check the ${word} wording`)).toBeVisible();
    // Opening it marked it read (the bell is behind the open panel: ask the API).
    await expect
      .poll(
        async () =>
          (await getJson<{ unread: number }>(client.page, "/notifications/unread-count")).unread,
      )
      .toBe(before);

    // 4. The client answers and approves; the consultant's open panel follows live.
    const answer = view.getByRole("textbox", { name: "Add a comment" });
    await answer.fill("Checked: the wording is right, go ahead.");
    await view.getByRole("button", { name: "Send", exact: true }).click();
    await expect(view.getByText("Checked: the wording is right, go ahead.")).toBeVisible();
    await view.getByRole("button", { name: "Approve" }).click();
    await expect(toastText(client.page, "Task approved")).toBeVisible();
    await expect(view.getByText("Approved", { exact: true })).toBeVisible();
    expect(await seriousViolations(client.page)).toEqual([]);

    await expect(panel.getByText("Checked: the wording is right, go ahead.")).toBeVisible();
    await expect(panel.getByText(`${clientName} approved this task`)).toBeVisible();
    await consultant.page.screenshot({ path: `${SHOTS}/task-panel-conversation.png` });

    // 5. Search finds the task by a word of its comment, and opens it.
    await consultant.page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await consultant.page.keyboard.press("Control+k");
    const palette = consultant.page.getByRole("dialog", { name: "Search" });
    await palette.getByRole("combobox", { name: "Search" }).fill(word);
    const found = palette.getByRole("option", { name: new RegExp(title) });
    await expect(found).toBeVisible();
    await consultant.page.keyboard.press("Enter");
    await expect(consultant.page).toHaveURL(
      new RegExp(`/consultant-dashboard/projects/${project.id}/tasks/${task.id}$`),
    );
    await expect(consultant.page.getByRole("dialog", { name: title })).toBeVisible();

    expect(consultant.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  } finally {
    await consultant.context.close();
    await client.context.close();
  }
});
