/**
 * The "Routines" tab (docs/routines.md): a consultant sets up a weekly risk review on Monday at
 * 10:00 with a two-item checklist, sees it listed with its schedule in words and its next
 * occurrence, pauses and resumes it, and takes a calendar link, shown once with a Copy button,
 * that a calendar app can read; the project's client reads the routine without a control to
 * change it. The browser runs in Paris, so the dialog's zone and the next occurrence are Paris's.
 * The tab does not scroll sideways at 320 px. The consultant's "My Tasks" tab gives a calendar
 * link to the routines of all their projects, which a calendar app reads too.
 */
import { expect, type Page, test } from "@playwright/test";
import { type ApiProject, type ApiUser, getJson, sendJson, signIn } from "./dashboard-helpers.js";
import { seriousViolations, toastText, watchErrors } from "./marketing-helpers.js";

interface ApiRoutine {
  id: number;
  name: string;
  recurrence: string;
  schedule: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  checklist: string[];
  paused: boolean;
  nextAt: string | null;
}

/** A fresh project of the demo consultant and client, made by the admin: no plan, no routines. */
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
  return { project };
}

async function routinesOf(page: Page, projectId: number) {
  return (await getJson<{ routines: ApiRoutine[] }>(page, `/projects/${projectId}/routines`))
    .routines;
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** A Monday at 10:00 as the tab says it, in the browser's locale-independent en-GB form. */
const MONDAY_AT_TEN = /^Mon, \d{1,2} [A-Z][a-z]{2} \d{4}, 10:00$/;

test.use({ timezoneId: "Europe/Paris" });

// Two sign-ins, two dialogs and three axe runs, on a machine shared with other work.
test.slow();

test.describe("routines", () => {
  test("a consultant sets up a weekly routine, pauses and resumes it and takes a calendar link; the client reads it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const errors = watchErrors(page);
    const stamp = Date.now();
    const { project } = await makeClientProject(page, `Routines ${stamp}`);
    const name = `Weekly risk review ${stamp}`;

    // The consultant opens the project's "Routines" tab: no plan, no routine yet.
    await signIn(page, "consultant");
    await page.goto(`/consultant-dashboard/projects/${project.id}`);
    await expect(page.getByText("Live: changes by others appear here")).toBeVisible();
    await page.getByRole("tab", { name: "Routines", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=routines$/);
    await expect(page.getByText("This project was made without a plan")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No routines yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Set up missing routines" })).toHaveCount(0);

    // Every week on Monday (the first choice) at 10:00, in the browser's zone, two items.
    await page.getByRole("button", { name: "New routine" }).click();
    const dialog = page.getByRole("dialog", { name: "New routine" });
    await expect(dialog.getByRole("combobox", { name: /^Repeats/ })).toHaveText(
      "Every week on Monday",
    );
    await expect(dialog.getByRole("combobox", { name: /^Day/ })).toHaveText("Monday");
    await expect(dialog.getByLabel(/^Time zone/)).toHaveValue("Europe/Paris");
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Time\*?$/).fill("10:00");
    await dialog.getByRole("button", { name: "Add item" }).click();
    const first = dialog.getByRole("textbox", { name: "Checklist item 1" });
    await expect(first).toBeFocused();
    await first.fill("Log new risks in the register");
    // Enter in a line adds the next one rather than sending the form.
    await first.press("Enter");
    const second = dialog.getByRole("textbox", { name: "Checklist item 2" });
    await expect(second).toBeFocused();
    await second.fill("Score each open risk");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add routine" }).click();
    await expect(toastText(page, "Routine added")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Listed with its schedule in words and its next occurrence, a Monday at 10:00.
    const card = page.getByRole("article", { name });
    await expect(card.getByTestId("routine-schedule")).toHaveText(
      "every week on Monday at 10:00 (Europe/Paris)",
    );
    const next = card.locator("dt", { hasText: "Next" }).locator("xpath=following-sibling::dd");
    await expect(next).toHaveText(MONDAY_AT_TEN);
    await expect(card).toContainText("Checklist2 items");
    await expect(card).toContainText("Duration30 min");
    const [saved] = await routinesOf(page, project.id);
    expect(saved).toMatchObject({
      name,
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
      time: "10:00",
      timeZone: "Europe/Paris",
      durationMinutes: 30,
      checklist: ["Log new risks in the register", "Score each open risk"],
      paused: false,
    });
    expect(Date.parse(saved?.nextAt ?? "")).toBeGreaterThan(Date.now());
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: ".artifacts/screens/routines-consultant.png", fullPage: true });

    // Paused: no next occurrence; resumed: a Monday at 10:00 again.
    await card.getByRole("button", { name: `Pause ${name}` }).click();
    await expect(toastText(page, "Routine paused")).toBeVisible();
    await expect(card.getByText("Paused", { exact: true })).toBeVisible();
    await expect(next).toHaveText("None while paused");
    expect((await routinesOf(page, project.id))[0]).toMatchObject({ paused: true, nextAt: null });
    await card.getByRole("button", { name: `Resume ${name}` }).click();
    await expect(toastText(page, "Routine resumed")).toBeVisible();
    await expect(card.getByText("Paused", { exact: true })).toHaveCount(0);
    await expect(next).toHaveText(MONDAY_AT_TEN);
    await expect(card.getByRole("button", { name: `Pause ${name}` })).toBeVisible();

    // A calendar link of the consultant's own, shown once with Copy; a calendar app reads it.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Get calendar link" }).click();
    await expect(toastText(page, "Calendar link ready")).toBeVisible();
    const link = page.getByRole("textbox", { name: "Your calendar link" });
    await expect(link).toHaveValue(/\/api\/calendar-feeds\/\S+$/);
    await expect(link).toHaveAttribute("readonly", "");
    const url = await link.inputValue();
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await expect(toastText(page, "Link copied")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const calendar = await page.request.get(new URL(url).pathname);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    const ics = await calendar.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(name);
    expect(ics).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO");

    // The client: the routine read-only, and a calendar link of their own to take.
    await signIn(page, "client");
    await page.goto(`/user-dashboard/projects/${project.id}?tab=routines`);
    const clientView = page.getByRole("article", { name });
    await expect(clientView.getByTestId("routine-schedule")).toHaveText(
      "every week on Monday at 10:00 (Europe/Paris)",
    );
    await expect(clientView).toContainText("Checklist2 items");
    await expect(page.getByRole("button", { name: "New routine" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Edit ${name}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Pause ${name}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Get calendar link" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(clientView).toBeVisible();
    expect(await overflow(page)).toBe(0);
    await page.screenshot({ path: ".artifacts/screens/routines-client-320.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  test("the consultant's My Tasks tab gives a calendar link to the routines of all their projects", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    const errors = watchErrors(page);
    const stamp = Date.now();
    const { project } = await makeClientProject(page, `Own calendar ${stamp}`);
    const name = `Thursday demo ${stamp}`;
    await signIn(page, "consultant");
    await sendJson(page, "POST", `/projects/${project.id}/routines`, {
      name,
      recurrence: "FREQ=WEEKLY;BYDAY=TH",
      startsOn: new Date().toISOString().slice(0, 10),
      time: "15:00",
      timeZone: "Europe/Paris",
    });

    await page.goto("/consultant-dashboard");
    await page.getByRole("tab", { name: "My Tasks" }).click();
    await expect(page).toHaveURL(/\?tab=tasks$/);
    const card = page
      .getByRole("tabpanel", { name: "My Tasks" })
      .locator("section", { has: page.getByRole("heading", { name: "Your calendar" }) });
    await expect(card).toContainText("Follow the routines of all your projects");
    await card.getByRole("button", { name: "Get calendar link" }).click();
    const ready = toastText(page, "Calendar link ready");
    await expect(ready).toBeVisible();
    // Dismissed, so that it covers no task in the screenshot.
    await page
      .locator('[role="region"][aria-label^="Notifications"] li', {
        hasText: "Calendar link ready",
      })
      .getByRole("button", { name: "Dismiss notification" })
      .click();
    await expect(ready).toBeHidden();
    const link = card.getByRole("textbox", { name: "Your calendar link" });
    await expect(link).toHaveValue(/\/api\/calendar-feeds\/\S+$/);
    await expect(card.getByRole("button", { name: "Copy", exact: true })).toBeVisible();
    const calendar = await page.request.get(new URL(await link.inputValue()).pathname);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    // Unfolded (RFC 5545 folds lines past 75 octets); each event is named with its project.
    const ics = (await calendar.text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`SUMMARY:${name} · ${project.name}`);
    expect(ics).toContain("RRULE:FREQ=WEEKLY;BYDAY=TH");
    expect(await seriousViolations(page)).toEqual([]);
    // From the top, so that the sticky header is drawn there rather than over the tasks.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: ".artifacts/screens/own-calendar.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
