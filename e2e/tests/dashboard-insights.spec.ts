import { expect, type Page, test } from "@playwright/test";
import { type ApiProject, type ApiTask, getJson, sendJson, signIn } from "./dashboard-helpers.js";
import { seriousViolations, toastText } from "./marketing-helpers.js";

interface Health {
  overallScore: number;
  taskCompletionScore: number;
  timelineScore: number;
  teamEngagementScore: number;
  riskScore: number;
  unscored: string[];
  reasons: string[];
}
interface TaskMetrics {
  totalTasks: number;
  completedTasks: number;
  inProgressTasks: number;
  overdueTasks: number;
}
interface Snapshot {
  overallScore: number;
  teamEngagementScore: number;
}
interface MoodStats {
  averageMood: number | null;
  averageEnergy: number | null;
  averageStress: number | null;
  totalEntries: number;
  participationRate: number;
}
interface Recommendation {
  taskId: number;
  taskTitle: string;
  recommendedPriority: string;
  aiScore: number;
}

interface WeeklyCheck {
  weekStart: string;
  score: number;
  report: { summary: string };
}

/** Where the screenshot of the weekly reports goes (WEEKLY_SHOT names another place). */
const SHOT = process.env.WEEKLY_SHOT ?? ".artifacts/health-reports.png";

/** "2030-01-07" as the dashboard writes it: "7 Jan 2030". */
const dayMonthYear = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

async function relaunch(page: Page): Promise<ApiProject> {
  const me = await signIn(page, "consultant");
  const projects = await getJson<ApiProject[]>(
    page,
    `/projects/consultant/${me.id}?q=${encodeURIComponent("Northwind Website Relaunch")}`,
  );
  const project = projects.find((candidate) => candidate.name === "Northwind Website Relaunch");
  if (!project) throw new Error("no demo project");
  return project;
}

const percent = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);

test.describe("project insights", () => {
  test("the health dashboard shows the API's scores, distribution and weekly history", async ({
    page,
  }) => {
    const project = await relaunch(page);
    await page.goto(`/consultant-dashboard/projects/${project.id}?tab=health`);
    await expect(page.getByRole("heading", { name: "Project Health" })).toBeVisible();
    const health = await getJson<Health>(page, `/project-health/${project.id}`);
    for (const [label, key, score] of [
      ["Overall Health", "overall", health.overallScore],
      ["Task Completion", "taskCompletion", health.taskCompletionScore],
      ["Timeline", "timeline", health.timelineScore],
      ["Team Engagement", "teamEngagement", health.teamEngagementScore],
    ] as const) {
      // A score without enough data shows no number (modules/health/README.md).
      const name = health.unscored.includes(key)
        ? `${label}: not enough data yet`
        : new RegExp(`^${label}: ${score} out of 100`);
      await expect(page.getByRole("article", { name })).toBeVisible();
    }
    await expect(page.getByText(health.reasons[0] ?? "-")).toBeVisible();
    await expect(page.getByText(new RegExp(`risk · ${health.riskScore}$`))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "Tasks", exact: true }).click();
    const tasks = await getJson<TaskMetrics>(page, `/project-health/tasks/${project.id}`);
    const done = percent(tasks.completedTasks, tasks.totalTasks);
    await expect(page.getByText(`of ${tasks.totalTasks} · ${done}%`).first()).toBeVisible();

    await page.getByRole("tab", { name: "Team", exact: true }).click();
    const history = await getJson<Snapshot[]>(page, `/project-health/${project.id}/history`);
    await expect(page.getByRole("img", { name: "Weekly health of this project" })).toBeVisible();
    const table = page.getByRole("table", { name: "Weekly health of this project" });
    const lastRow = table.getByRole("row").last();
    const last = history.at(-1);
    await expect(lastRow.getByRole("cell").first()).toHaveText(String(last?.overallScore));
    await expect(lastRow.getByRole("cell").nth(1)).toHaveText(String(last?.teamEngagementScore));

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible({ timeout: 5000 });
  });

  test("the health tab lists the weekly health checks, for the consultant and the client", async ({
    page,
  }) => {
    const project = await relaunch(page);
    // The weekly job runs at start and writes the demo projects' past weeks (a catch-up).
    let checks: WeeklyCheck[] = [];
    await expect
      .poll(
        async () => {
          checks = await getJson<WeeklyCheck[]>(page, `/projects/${project.id}/health-checks`);
          return checks.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(1);
    const [newest, older] = checks;
    if (!newest || !older) throw new Error("two weekly checks expected");
    expect(newest.weekStart > older.weekStart).toBe(true);

    for (const dashboard of ["consultant-dashboard", "user-dashboard"] as const) {
      if (dashboard === "user-dashboard") await signIn(page, "client");
      await page.goto(`/${dashboard}/projects/${project.id}?tab=health`);
      const reports = page.getByRole("list", { name: "Weekly health reports" });
      const items = reports.getByRole("article");
      await expect(items).toHaveCount(checks.length);
      const first = items.first();
      await expect(first.getByRole("heading", { level: 3 })).toContainText(
        `Week of ${dayMonthYear(newest.weekStart)}`,
      );
      await expect(first).toContainText(String(newest.score));
      await expect(first).toContainText(newest.report.summary);
      // The week so far comes first, open with its sections; the written weeks open on demand.
      const soFar = page.getByRole("article", { name: /^This week so far/ });
      await expect(soFar).toContainText("Not yet written");
      await expect(soFar.getByRole("heading", { name: "Top recommendations" })).toBeVisible();
      await expect(first.getByRole("heading", { name: "Top recommendations" })).toHaveCount(0);
      await first.getByRole("button", { name: /Show report/ }).click();
      await expect(first.getByRole("heading", { name: "Top recommendations" })).toBeVisible();
      const second = items.nth(1);
      await expect(second.getByRole("heading", { name: "Milestones" })).toHaveCount(0);
      await second.getByRole("button", { name: /Show report/ }).click();
      await expect(second.getByRole("heading", { name: "Milestones" })).toBeVisible();
      await expect(second.getByRole("button", { name: /Hide report/ })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      if (dashboard === "consultant-dashboard") {
        // From the top: a full-page shot taken lower down paints the sticky header mid-page.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: SHOT, fullPage: true });
      }
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  test("team mood shows the API's statistics and takes a new entry", async ({ page }) => {
    const project = await relaunch(page);
    await page.goto(`/consultant-dashboard/projects/${project.id}?tab=mood`);
    const period = page.getByRole("radiogroup", { name: "Period" });
    await expect(period.getByRole("radio", { name: "Week" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    const week = await getJson<MoodStats>(
      page,
      `/team-mood/stats?project=${project.id}&period=week`,
    );
    const stats = page.locator("section", { hasText: "Mood Statistics" });
    await expect(stats).toContainText(`${week.totalEntries} entr`);
    if (week.averageMood !== null) await expect(stats).toContainText(week.averageMood.toFixed(1));

    await period.getByRole("radio", { name: "All" }).click();
    const all = await getJson<MoodStats>(page, `/team-mood/stats?project=${project.id}&period=all`);
    await expect(stats).toContainText(`${all.totalEntries} entr`);
    if (all.averageStress !== null) await expect(stats).toContainText(all.averageStress.toFixed(1));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Mood Entry" });
    const mood = dialog.getByRole("slider", { name: "Mood" });
    await expect(mood).toHaveAttribute("aria-valuenow", "3");
    await mood.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(mood).toHaveAttribute("aria-valuenow", "5");
    await expect(dialog).toContainText(
      "You, the project's consultant and administrators see this entry and its notes",
    );
    await dialog.getByLabel("Notes").fill("Good demo today");
    await dialog.getByLabel("Submit anonymously").check();
    await dialog.getByRole("button", { name: "Add Entry" }).click();
    await expect(toastText(page, "Mood Entry Added")).toBeVisible();
    const entries = page.locator("section", { hasText: "Recent Entries" }).getByRole("listitem");
    await expect(entries.first()).toContainText("Anonymous");
    await expect(entries.first()).toContainText("Good demo today");
    await expect(stats).toContainText(`${all.totalEntries + 1} entr`);

    // Opened again, the dialog starts from 3, 3, 3.
    await page.getByRole("button", { name: "Add Entry" }).click();
    await expect(dialog.getByRole("slider", { name: "Mood" })).toHaveAttribute(
      "aria-valuenow",
      "3",
    );
    await expect(dialog.getByLabel("Notes")).toHaveValue("");
    await expect(dialog.getByLabel("Submit anonymously")).not.toBeChecked();
  });

  test("a client adds a mood entry on a read-only project", async ({ page }) => {
    const me = await signIn(page, "client");
    const [project] = await getJson<ApiProject[]>(page, `/projects/client/${me.id}`);
    await page.goto(`/user-dashboard/projects/${project?.id}?tab=mood`);
    await page.getByRole("button", { name: "Add Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Mood Entry" });
    await dialog.getByRole("button", { name: "Add Entry" }).click();
    await expect(toastText(page, "Mood Entry Added")).toBeVisible();
    const entries = page.locator("section", { hasText: "Recent Entries" }).getByRole("listitem");
    await expect(entries.first()).toContainText("Sam Rivera");
    // A client reads no one's entries but their own, named or anonymous (the team's only as
    // averages): the demo's entries of Jordan Lee on this project are not listed.
    await expect(
      entries.filter({ hasNotText: "Sam Rivera" }).filter({ hasNotText: "Anonymous" }),
    ).toHaveCount(0);
    await expect(page.locator("section", { hasText: "Recent Entries" })).not.toContainText(
      "Jordan Lee",
    );
  });

  test("AI priority: analyse, accept one recommendation, reject another, accept the rest at once", async ({
    page,
  }) => {
    await signIn(page, "admin");
    // A project made for it: overdue work marked low is what the engine flags.
    const project = await sendJson<ApiProject>(page, "POST", "/projects", {
      name: `Priorities ${Date.now()}`,
      planType: "scale",
    });
    const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    for (const [title, days] of [
      ["Fix the payment outage", 5],
      ["Renew the SSL certificate", 3],
      ["Answer the auditor", 2],
      ["Send the release notes", 4],
    ] as const) {
      await sendJson<ApiTask>(page, "POST", "/tasks", {
        projectId: project.id,
        title,
        priority: "low",
        dueDate: past(days),
      });
    }
    const analysis = await sendJson<{ recommendations: Recommendation[] }>(
      page,
      "POST",
      `/ai-task-priority/analyze/${project.id}`,
      {},
    );
    expect(analysis.recommendations.length).toBeGreaterThanOrEqual(2);

    await page.goto(`/admin-dashboard/projects/${project.id}?tab=priority`);
    await expect(page.getByText(/considering deadlines, impact, and dependencies/)).toBeVisible();
    await page.getByRole("button", { name: "Analyze Priorities" }).click();
    await expect(page.getByRole("button", { name: "Analyzing..." })).toBeVisible();
    const count = analysis.recommendations.length;
    await expect(toastText(page, "Analysis Complete")).toBeVisible();
    await expect(toastText(page, `Found ${count} priority recommendations`)).toBeVisible();
    await expect(page.getByRole("tab", { name: `Recommendations ${count}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze Priorities" })).toBeVisible({
      timeout: 5000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    const [first, second] = analysis.recommendations;
    if (!first || !second) throw new Error("fewer than two recommendations");
    const firstCard = page.getByRole("article", { name: `Recommendation for ${first.taskTitle}` });
    await firstCard.getByRole("button", { name: "Accept" }).click();
    await expect(toastText(page, "Priority Updated")).toBeVisible();
    await expect(firstCard).toHaveCount(0);
    const saved = await getJson<ApiTask>(page, `/tasks/${first.taskId}`);
    expect(saved).toMatchObject({
      priority: first.recommendedPriority,
      aiPriorityScore: first.aiScore,
    });

    const secondCard = page.getByRole("article", {
      name: `Recommendation for ${second.taskTitle}`,
    });
    await secondCard.getByRole("button", { name: "Reject" }).click();
    await expect(toastText(page, "Recommendation Rejected")).toBeVisible();
    await expect(secondCard).toHaveCount(0);
    expect((await getJson<ApiTask>(page, `/tasks/${second.taskId}`)).priority).toBe("low");
    await expect(page.getByRole("tab", { name: `Recommendations ${count - 2}` })).toBeVisible();

    // The rest in one go.
    const rest = analysis.recommendations.slice(2);
    await page.getByRole("button", { name: `Accept all ${rest.length}` }).click();
    await expect(toastText(page, "Priorities Updated")).toBeVisible();
    await expect(page.getByText("All priorities are optimized!")).toBeVisible();
    for (const recommendation of rest) {
      expect((await getJson<ApiTask>(page, `/tasks/${recommendation.taskId}`)).priority).toBe(
        recommendation.recommendedPriority,
      );
    }

    await page.getByRole("tab", { name: "Insights" }).click();
    await expect(page.getByRole("heading", { name: "Priority Insights" })).toBeVisible();
  });
});
