import type { HealthCheck, WeeklyHealthReport } from "@cairn/schema/health-checks";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { WeeklyReportList } from "./weekly-reports";
import { noMoodFigures, scoreChange } from "./weekly-reports-model";

function report(over: Partial<WeeklyHealthReport> = {}): WeeklyHealthReport {
  return {
    version: 1,
    weekStart: "2030-01-07",
    weekEnd: "2030-01-13",
    computedAt: "2030-01-14T00:05:00.000Z",
    catchUp: false,
    health: {
      score: 72,
      band: "yellow",
      previousScore: 68,
      change: 4,
      taskCompletion: 60,
      timeline: 80,
      teamEngagement: 70,
      risk: 30,
    },
    milestones: {
      due: [
        { id: 1, title: "Discovery", dueDate: "2030-01-10", done: true, tasks: 2, tasksDone: 2 },
      ],
      late: [{ id: 2, title: "Build", dueDate: "2030-01-06", done: false, tasks: 3, tasksDone: 1 }],
      done: [
        { id: 1, title: "Discovery", dueDate: "2030-01-10", done: true, tasks: 2, tasksDone: 2 },
      ],
    },
    tasks: {
      finished: { count: 7, tasks: [1, 2, 3, 4, 5].map((id) => ({ id, title: `Done ${id}` })) },
      slipped: { count: 1, tasks: [{ id: 9, title: "Write the charter" }] },
    },
    mood: { entries: 4, averageMood: 3.8, averageEnergy: 3.5, averageStress: 2.3 },
    recommendations: [
      {
        taskId: 9,
        taskTitle: "Write the charter",
        currentPriority: "medium",
        recommendedPriority: "high",
        reasoning: "Overdue by 2 days. Score 77 (≥ 70) means high, not medium.",
      },
    ],
    moodEntries: 4,
    summary: "Health 72 (needs attention), up 4 from 68 last week. 7 tasks finished and 1 slipped.",
    ...over,
  };
}

function check(id: number, r: WeeklyHealthReport): HealthCheck {
  return {
    id,
    projectId: 1,
    weekStart: r.weekStart,
    score: r.health.score,
    previousScore: r.health.previousScore,
    report: r,
    createdAt: r.computedAt,
  };
}

describe("WeeklyReportList", () => {
  it("says when the first report comes when there is none", () => {
    render(<WeeklyReportList checks={[]} />);
    expect(screen.getByText("No weekly reports yet")).toBeTruthy();
    expect(screen.getByText(/The first weekly health check is written on Monday/)).toBeTruthy();
  });

  it("lists the weeks newest first, the newest open, the others opened on demand", async () => {
    const older = report({
      weekStart: "2029-12-31",
      weekEnd: "2030-01-06",
      catchUp: true,
      health: { ...report().health, score: 68, previousScore: null, change: null },
      mood: null,
      recommendations: [],
      moodEntries: 0,
      summary: "Health 68 (needs attention) in the project's first weekly check.",
    });
    render(<WeeklyReportList checks={[check(2, report()), check(1, older)]} />);
    const items = within(screen.getByRole("list", { name: "Weekly health reports" })).getAllByRole(
      "article",
    );
    expect(items).toHaveLength(2);
    const [newest, oldest] = items.map((item) => within(item));
    if (!newest || !oldest) throw new Error("two reports expected");
    expect(newest.getByRole("heading", { level: 3 }).textContent).toBe(
      "Week of 7 Jan 2030 to 13 Jan 2030",
    );
    expect(newest.getByText("Up 4 since last week (was 68)")).toBeTruthy();
    // The band's word is the Health tab's (one table): 72 needs attention.
    expect(newest.getByText("Needs attention")).toBeTruthy();
    // Due this week and completed this week; Build is late.
    expect(newest.getAllByText("Discovery")).toHaveLength(2);
    expect(newest.getByText("Late")).toBeTruthy();
    expect(newest.getByText("Build")).toBeTruthy();
    expect(newest.getByText("Finished (7)")).toBeTruthy();
    expect(newest.getByText("and 2 more")).toBeTruthy();
    expect(newest.getByText("3.8 of 5")).toBeTruthy();
    expect(newest.getAllByText("Write the charter")).toHaveLength(2);
    expect(newest.getByRole("button", { name: /Hide report/ }).getAttribute("aria-expanded")).toBe(
      "true",
    );

    expect(oldest.getByText("First check")).toBeTruthy();
    expect(oldest.getByText("Caught up later")).toBeTruthy();
    expect(oldest.queryByText("Mood")).toBeNull();
    const show = oldest.getByRole("button", { name: /Show report/ });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(show);
    expect(show.getAttribute("aria-expanded")).toBe("true");
    expect(oldest.getByText("No mood entries this week.")).toBeTruthy();
    expect(oldest.getByText("No change of priority was recommended.")).toBeTruthy();
  });
});

describe("noMoodFigures", () => {
  it("tells no entries from too few for figures (the readers rule: from 3)", () => {
    expect(noMoodFigures(0)).toBe("No mood entries this week.");
    expect(noMoodFigures(undefined)).toBe("No mood entries this week.");
    expect(noMoodFigures(2)).toBe("2 mood entries this week: figures are shown from 3 entries.");
  });
});

describe("scoreChange", () => {
  it("reads the change since last week", () => {
    const health = report().health;
    expect(scoreChange({ ...health, change: -5, previousScore: 77 })).toEqual({
      direction: "down",
      text: "Down 5 since last week (was 77)",
    });
    expect(scoreChange({ ...health, change: 0 }).direction).toBe("same");
    expect(scoreChange({ ...health, change: null, previousScore: null }).direction).toBe("first");
  });
});
