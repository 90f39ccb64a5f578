/**
 * The inbox (docs/notifications.md) in the browser: an admin assigns a lead to the consultant in
 * the admin dashboard; the consultant's bell counts it live, without a reload, in each of their
 * tabs; opening it (Enter) goes to the lead in the leads tab and marks it read, which the other
 * tab hears too; the settings save a muted kind; a document the consultant shares appears in the
 * client's open Documents tab with a notice that opens it. The open inbox and its settings are written to
 * `.artifacts/screenshots/` for the people who review the screens.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  type ApiLead,
  type ApiUser,
  getJson,
  ownProject,
  personName,
  sendJson,
  signIn,
} from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

const SHOTS = ".artifacts/screenshots";

interface ApiNotification {
  id: number;
  kind: string;
  title: string;
  leadId: number | null;
  readAt: string | null;
}

const bellName = (unread: number) =>
  unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;
const bell = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** Opens a dashboard page (the consultant's by default) once its inbox stream is listening. */
async function openDashboard(page: Page, path = "/consultant-dashboard") {
  const listening = page.waitForResponse((response) =>
    response.url().includes("/trpc/notifications.events"),
  );
  await page.goto(path);
  await listening;
  await expect(bell(page)).toBeVisible();
}

const unreadCount = async (page: Page) =>
  (await getJson<{ unread: number }>(page, "/notifications/unread-count")).unread;

/**
 * The bell says what the server counts. Compared with the server rather than a number fixed at
 * the start: the due-date reminders run every five minutes and may tell this person of other
 * tasks at any moment of the test (a run of them once landed mid-test and failed it).
 */
async function bellShowsServer(page: Page) {
  await expect
    .poll(
      async () =>
        (await bell(page).getAttribute("aria-label")) === bellName(await unreadCount(page)),
    )
    .toBe(true);
}

test.describe("the inbox", () => {
  test("a lead assigned by an admin rings the consultant's bell live; opening it reads it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const me = await signIn(page, "consultant");
    await openDashboard(page);
    // A second tab of the same person.
    const otherTab = await page.context().newPage();
    await openDashboard(otherTab);
    // The demo data may already have told them of tasks due soon or overdue.
    const before = await unreadCount(page);
    const waiting = (await getJson<ApiLead[]>(page, "/leads")).find((l) => l.assignedTo === null);
    if (waiting) {
      await expect(
        page.getByRole("button", { name: `Assign to me: ${waiting.name}` }),
      ).toBeVisible();
    }
    await bellShowsServer(page);
    await bellShowsServer(otherTab);

    // The admin, in a browser of their own, assigns an unassigned lead to the consultant.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    let lead: ApiLead | undefined;
    let adminName = "";
    try {
      const adminUser = await signIn(admin, "admin");
      adminName = personName(adminUser);
      lead = (await getJson<ApiLead[]>(admin, "/leads")).find((l) => l.assignedTo === null);
      if (!lead) throw new Error("no unassigned lead left");
      const consultant = (await getJson<ApiUser[]>(admin, "/users")).find((u) => u.id === me.id);
      if (!consultant) throw new Error("the consultant is missing");
      await admin.goto("/admin-dashboard?tab=leads");
      await admin.getByRole("button", { name: `Assign ${lead.name}` }).click();
      const assign = admin.getByRole("dialog", { name: "Assign Lead" });
      await assign.getByRole("combobox", { name: "Consultant" }).click();
      await admin.getByRole("option", { name: personName(consultant) }).click();
      await assign.getByRole("button", { name: "Assign Lead" }).click();
      await expect(toastText(admin, "Lead assigned")).toBeVisible();
    } finally {
      await adminContext.close();
    }
    const assigned = lead;

    // Both tabs count it, without a reload; the lead leaves the ones waiting to be claimed.
    await expect.poll(() => unreadCount(page)).toBeGreaterThanOrEqual(before + 1);
    await bellShowsServer(page);
    await expect(page.getByRole("button", { name: `Assign to me: ${assigned.name}` })).toHaveCount(
      0,
    );
    await bellShowsServer(otherTab);

    // The inbox: the new one on top, unread, saying who and when.
    await bell(page).click();
    const inbox = page.getByRole("dialog", { name: "Notifications" });
    await expect(inbox).toBeVisible();
    const item = inbox
      .getByRole("list", { name: "Notifications" })
      .getByRole("link", { name: new RegExp(`Lead assigned to you: ${assigned.name}`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText("Unread:");
    await expect(item).toContainText(`${adminName} · just now`);
    await expect(inbox.getByText(/^\d+ unread$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/notifications-inbox.png` });

    // Enter opens the lead in the leads tab and marks the notification read, in both tabs.
    await item.focus();
    await page.keyboard.press("Enter");
    await expect(inbox).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`/consultant-dashboard\\?tab=leads&lead=${assigned.id}$`),
    );
    const detail = page.getByRole("dialog", { name: assigned.name });
    await expect(detail).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(page.getByRole("tab", { name: "Lead Management", selected: true })).toBeVisible();
    await bellShowsServer(page);
    await bellShowsServer(otherTab);
    // A page of 100: the due-date reminders of the demo's tasks may have landed since (the job
    // runs every five minutes), and a short page would end before the lead's notification.
    const saved = (await getJson<ApiNotification[]>(page, "/notifications?limit=100")).find(
      (n) => n.leadId === assigned.id,
    );
    expect(saved).toMatchObject({ kind: "lead_assigned", readAt: expect.any(String) });

    // Mark all as read empties the count everywhere.
    if ((await unreadCount(page)) > 0) {
      await bell(page).click();
      await inbox.getByRole("button", { name: "Mark all as read" }).click();
      await expect(inbox.getByText("You're all caught up.")).toBeVisible();
      await expect(bell(otherTab)).toHaveAccessibleName("Notifications");
      await page.keyboard.press("Escape");
    }
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    expect(await unreadCount(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  test("the settings save a muted kind and the digest, with a toast", async ({ page }) => {
    await signIn(page, "client");
    const listening = page.waitForResponse((response) =>
      response.url().includes("/trpc/notifications.events"),
    );
    await page.goto("/user-dashboard");
    await listening;
    await bell(page).click();
    const inbox = page.getByRole("dialog", { name: "Notifications" });
    await inbox.getByRole("button", { name: "Notification settings" }).click();
    const settings = page.getByRole("dialog", { name: "Notification settings" });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole("button", { name: "Back to notifications" })).toBeFocused();
    const comments = settings.getByRole("switch", { name: "Comments" });
    await expect(comments).toBeChecked();
    await comments.click();
    await expect(toastText(page, "Notification settings saved")).toBeVisible();
    await expect(comments).not.toBeChecked();
    await settings.getByRole("radio", { name: "Off" }).click();
    await expect(settings.getByRole("radio", { name: "Off" })).toBeChecked();
    await expect
      .poll(async () =>
        getJson<{ mutedKinds: string[]; emailDigest: string }>(page, "/notifications/preferences"),
      )
      .toMatchObject({ mutedKinds: ["comment"], emailDigest: "off" });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/inbox-settings.png` });

    // Back to the inbox; and the choices put back as they were.
    await settings.getByRole("button", { name: "Back to notifications" }).click();
    await expect(inbox.getByRole("button", { name: "Notification settings" })).toBeFocused();
    await inbox.getByRole("button", { name: "Notification settings" }).click();
    await settings.getByRole("switch", { name: "Comments" }).click();
    await settings.getByRole("radio", { name: "Daily" }).click();
    await expect
      .poll(async () =>
        getJson<{ mutedKinds: string[]; emailDigest: string }>(page, "/notifications/preferences"),
      )
      .toMatchObject({ mutedKinds: [], emailDigest: "daily" });
  });

  test("on a phone the panel fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "consultant");
    await openDashboard(page);
    await bell(page).click();
    const inbox = page.getByRole("dialog", { name: "Notifications" });
    await expect(inbox).toBeVisible();
    await expect(inbox.getByRole("button", { name: "Mark all as read" })).toBeVisible();
    const box = await inbox.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740).toBe(true);
    await page.screenshot({ path: `${SHOTS}/notifications-inbox-narrow.png` });
  });

  test("a document shared with the client appears in their open Documents tab, with a notice", async ({
    page,
    browser,
  }) => {
    const me = await signIn(page, "client");
    const relaunch = await ownProject(page, "client", me, "Northwind Website Relaunch");
    await openDashboard(page, `/user-dashboard/projects/${relaunch.id}?tab=documents`);
    const documents = page.getByRole("navigation", { name: "Documents" });

    // The consultant, in a browser of their own, fills a template in and shares it.
    const title = `Retrospective ${Date.now()}`;
    const url = `/projects/${relaunch.id}/documents`;
    const consultantContext = await browser.newContext();
    let documentId = 0;
    try {
      const consultant = await consultantContext.newPage();
      await signIn(consultant, "consultant");
      const made = await sendJson<{ id: number }>(consultant, "POST", url, {
        templateId: "retrospective-formats",
      });
      documentId = made.id;
      await sendJson(consultant, "PATCH", `${url}/${made.id}`, { title, baseVersion: 1 });
      await sendJson(consultant, "PATCH", `${url}/${made.id}`, { shared: true });
    } finally {
      await consultantContext.close();
    }

    // Without a reload: the list holds it, and the bell counts the notice.
    await expect(documents.getByRole("button", { name: new RegExp(title) })).toBeVisible();
    await bellShowsServer(page);
    await bell(page).click();
    const inbox = page.getByRole("dialog", { name: "Notifications" });
    const item = inbox.getByRole("link", { name: new RegExp(`shared "${title}" with you`) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=documents&document=${documentId}$`));
    await expect(documents.getByRole("button", { name: new RegExp(title) })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
