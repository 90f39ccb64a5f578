/**
 * The Roadmap tab (docs/roadmap.md): a consultant's roadmap made through the API, read on the
 * timeline (milestones, their tasks, lateness), moved by dragging a bar's edge with the mouse
 * and by the keyboard, with the offer to shift the following milestones; the client reads the
 * demo's roadmap without handles.
 */
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  type ApiTask,
  getJson,
  makeProject,
  ownProject,
  sendJson,
  signIn,
} from "./dashboard-helpers.js";

interface ApiMilestone {
  id: number;
  title: string;
  startDate: string;
  dueDate: string;
}

const DAY_MS = 86_400_000;
/** The timeline's day width (features/roadmap/timeline-model.ts). */
const DAY_WIDTH = 28;
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const shown = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
const plus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function milestones(page: Page, projectId: number): Promise<ApiMilestone[]> {
  return getJson<ApiMilestone[]>(page, `/projects/${projectId}/milestones`);
}

/** Drags an edge handle by whole days with the mouse. */
async function dragEdge(page: Page, testId: string, days: number) {
  const handle = page.getByTestId(testId);
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step += 1) {
    await page.mouse.move(x + (days * DAY_WIDTH * step) / 4, y);
  }
  await page.mouse.up();
}

test.describe("Roadmap tab", () => {
  test("a consultant reads the timeline and moves milestones by mouse and keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1100 });
    await signIn(page, "admin");
    const { project } = await makeProject(page, `Roadmap ${Date.now()}`, []);
    await signIn(page, "consultant");
    const path = `/projects/${project.id}/milestones`;
    const discovery = await sendJson<ApiMilestone>(page, "POST", path, {
      title: "Discovery",
      startDate: dayFromToday(-6),
      dueDate: dayFromToday(-2),
    });
    const build = await sendJson<ApiMilestone>(page, "POST", path, {
      title: "Build",
      startDate: dayFromToday(-1),
      dueDate: dayFromToday(4),
    });
    const launch = await sendJson<ApiMilestone>(page, "POST", path, {
      title: "Launch",
      startDate: dayFromToday(5),
      dueDate: dayFromToday(9),
    });
    const task = await sendJson<ApiTask>(page, "POST", "/tasks", {
      projectId: project.id,
      title: "Interview the team leads",
      dueDate: dayFromToday(-3),
    });
    await sendJson(page, "PATCH", `/tasks/${task.id}`, { milestoneId: discovery.id });
    for (const step of [1, 2, 3, 4]) {
      const buildTask = await sendJson<ApiTask>(page, "POST", "/tasks", {
        projectId: project.id,
        title: `Build step ${step}`,
      });
      await sendJson(page, "PATCH", `/tasks/${buildTask.id}`, { milestoneId: build.id });
    }

    await page.goto(`/consultant-dashboard/projects/${project.id}?tab=roadmap`);
    const discoveryRow = page.getByRole("region", { name: "Discovery" });
    await expect(discoveryRow).toBeVisible();
    await expect(page.getByText(/3 milestones/)).toBeVisible();
    // Due two days ago with its task not done: late.
    await expect(discoveryRow.getByText("Late", { exact: true })).toBeVisible();
    await expect(discoveryRow.getByText("Interview the team leads")).toBeVisible();
    await expect(discoveryRow.getByText("0/1 done")).toBeVisible();
    await expect(page.getByRole("region", { name: "Build" }).getByText("Late")).toHaveCount(0);
    await expect(page.getByTestId("today-line").first()).toBeVisible();
    // A milestone lists its first three tasks until asked for all of them.
    const buildTasks = page.getByRole("list", { name: "Tasks of Build" });
    await expect(buildTasks.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Show all 4 tasks" }).click();
    await expect(buildTasks.getByRole("listitem")).toHaveCount(4);
    await expect(buildTasks.getByText("Build step 4")).toBeVisible();
    await page.getByRole("button", { name: "Show fewer" }).click();
    await expect(buildTasks.getByRole("listitem")).toHaveCount(3);

    // The last milestone's due edge, two days later by mouse: nothing follows it, saved at once.
    await dragEdge(page, `due-edge-${launch.id}`, 2);
    const launchRow = page.getByRole("region", { name: "Launch" });
    await expect(launchRow.getByTestId("milestone-dates")).toHaveText(
      `${shown(launch.startDate)} – ${shown(plus(launch.dueDate, 2))}`,
    );
    await expect
      .poll(async () => (await milestones(page, project.id)).find((m) => m.id === launch.id))
      .toMatchObject({ dueDate: plus(launch.dueDate, 2) });

    // Discovery's due edge three days later runs into Build: the following ones shift too.
    await dragEdge(page, `due-edge-${discovery.id}`, 3);
    const ask = page.getByRole("dialog", { name: "Shift the following milestones by 3 days too?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Yes" }).click();
    await expect(ask).toBeHidden();
    await expect
      .poll(async () => (await milestones(page, project.id)).map((m) => [m.id, m.dueDate]))
      .toEqual([
        [discovery.id, plus(discovery.dueDate, 3)],
        [build.id, plus(build.dueDate, 3)],
        [launch.id, plus(launch.dueDate, 5)],
      ]);
    const buildRow = page.getByRole("region", { name: "Build" });
    await expect(buildRow.getByTestId("milestone-dates")).toHaveText(
      `${shown(plus(build.startDate, 3))} – ${shown(plus(build.dueDate, 3))}`,
    );

    // The keyboard: Build's start edge one day earlier, then Enter.
    const start = page.getByRole("slider", { name: "Start of Build" });
    await start.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(start).toHaveAttribute("aria-valuetext", shown(plus(build.startDate, 2)));
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await milestones(page, project.id)).find((m) => m.id === build.id))
      .toMatchObject({ startDate: plus(build.startDate, 2), dueDate: plus(build.dueDate, 3) });
    await expect(buildRow.getByTestId("milestone-dates")).toHaveText(
      `${shown(plus(build.startDate, 2))} – ${shown(plus(build.dueDate, 3))}`,
    );

    // A milestone added with the small form.
    await page.getByRole("button", { name: "Add milestone" }).click();
    const form = page.getByRole("dialog", { name: "Add milestone" });
    await form.getByLabel("Title").fill("Review");
    await form.getByRole("button", { name: "Add milestone" }).click();
    await expect(page.getByRole("region", { name: "Review" })).toBeVisible();
    await expect(page.getByText(/4 milestones/)).toBeVisible();

    // The demo's roadmap as its consultant sees it, for the record.
    const me = await signIn(page, "consultant");
    const relaunch = await ownProject(page, "consultant", me, "Northwind Website Relaunch");
    await page.goto(`/consultant-dashboard/projects/${relaunch.id}?tab=roadmap`);
    await expect(page.getByRole("region", { name: "Launch readiness" })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Due date of Launch readiness" })).toBeVisible();
    mkdirSync("/work/shots/roadmap", { recursive: true });
    await page.screenshot({ path: "/work/shots/roadmap/roadmap.png", fullPage: true });
  });

  test("the client reads the demo roadmap, without handles", async ({ page }) => {
    const me = await signIn(page, "client");
    const relaunch = await ownProject(page, "client", me, "Northwind Website Relaunch");
    await page.setViewportSize({ width: 1440, height: 1100 });
    await page.goto(`/user-dashboard/projects/${relaunch.id}?tab=roadmap`);
    for (const title of [
      "Discovery and content model",
      "Platform and design",
      "Build and migrate",
      "Launch readiness",
    ]) {
      await expect(page.getByRole("region", { name: title })).toBeVisible();
    }
    await expect(page.getByText(/a 30-day roadmap on this plan/)).toBeVisible();
    await expect(page.getByRole("slider")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add milestone" })).toHaveCount(0);
    mkdirSync("/work/shots/roadmap", { recursive: true });
    await page.screenshot({ path: "/work/shots/roadmap/roadmap-client.png", fullPage: true });
  });
});
