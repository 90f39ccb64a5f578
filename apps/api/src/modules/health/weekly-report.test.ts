import { weeklyHealthReport } from "@cairn/schema/health-checks";
import { describe, expect, it } from "vitest";
import {
  buildWeeklyReport,
  dueWeeks,
  lastEndedWeek,
  type WeeklyInput,
  type WeeklyTask,
  weekStartOf,
} from "./weekly-report.js";

const at = (iso: string) => new Date(iso);

describe("weeks", () => {
  it("starts a week on Monday 00:00 UTC, whatever the day and hour", () => {
    expect(weekStartOf(at("2030-01-07T00:00:00Z")).toISOString()).toBe("2030-01-07T00:00:00.000Z");
    expect(weekStartOf(at("2030-01-13T23:59:59Z")).toISOString()).toBe("2030-01-07T00:00:00.000Z");
    expect(weekStartOf(at("2030-01-06T12:00:00Z")).toISOString()).toBe("2029-12-31T00:00:00.000Z");
    expect(lastEndedWeek(at("2030-01-07T00:05:00Z")).toISOString()).toBe(
      "2029-12-31T00:00:00.000Z",
    );
  });

  it("is due for the week just ended, after the last check, or back to the project's creation", () => {
    const monday = at("2030-01-07T00:05:00Z");
    expect(
      dueWeeks(monday, { createdAt: "2029-12-20T10:00:00Z", lastWeekStart: "2029-12-24" }),
    ).toEqual(["2029-12-31"]);
    expect(
      dueWeeks(monday, { createdAt: "2029-12-20T10:00:00Z", lastWeekStart: "2029-12-31" }),
    ).toEqual([]);
    // Never checked: every week since the week it was created.
    expect(dueWeeks(monday, { createdAt: "2029-12-20T10:00:00Z", lastWeekStart: null })).toEqual([
      "2029-12-17",
      "2029-12-24",
      "2029-12-31",
    ]);
    // Created this week: nothing until next Monday.
    expect(dueWeeks(monday, { createdAt: "2030-01-07T00:01:00Z", lastWeekStart: null })).toEqual(
      [],
    );
  });

  it("catches up at most eight weeks", () => {
    const weeks = dueWeeks(at("2030-06-03T09:00:00Z"), {
      createdAt: "2029-01-01T00:00:00Z",
      lastWeekStart: "2029-02-04",
    });
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toBe("2030-05-27");
    expect(weeks[0]).toBe("2030-04-08");
  });
});

const task = (over: Partial<WeeklyTask> & { id: number }): WeeklyTask => ({
  title: `Task ${over.id}`,
  description: null,
  status: "pending",
  priority: "medium",
  dueDate: null,
  assignedTo: 1,
  completedAt: null,
  createdAt: "2029-12-01T00:00:00.000Z",
  milestoneId: null,
  ...over,
});

function input(over: Partial<WeeklyInput> = {}): WeeklyInput {
  return {
    weekStart: "2029-12-31",
    planType: "pro",
    tasks: [],
    mood: [],
    members: 2,
    milestones: [],
    previousScore: null,
    computedAt: at("2030-01-07T00:05:00Z"),
    catchUp: false,
    ...over,
  };
}

describe("the report of a week", () => {
  const tasks: WeeklyTask[] = [
    // Finished in the week, under milestone 1 (its last task: the milestone is done this week).
    task({
      id: 1,
      status: "completed",
      completedAt: "2030-01-02T10:00:00.000Z",
      dueDate: "2030-01-03T00:00:00.000Z",
      milestoneId: 1,
    }),
    // Due in the week, still open: slipped; milestone 2 is not done, due in the week: late too.
    task({ id: 2, dueDate: "2030-01-04T00:00:00.000Z", milestoneId: 2 }),
    // Completed after the week's end: at the end of the week it was open, and slipped.
    task({
      id: 3,
      status: "completed",
      dueDate: "2030-01-05T00:00:00.000Z",
      completedAt: "2030-01-08T00:00:00.000Z",
    }),
    // Created after the week: not in it at all.
    task({ id: 4, createdAt: "2030-01-07T00:01:00.000Z", dueDate: "2030-01-02T00:00:00.000Z" }),
    // Finished the week before.
    task({ id: 5, status: "completed", completedAt: "2029-12-28T00:00:00.000Z" }),
  ];
  const milestones = [
    { id: 1, title: "Discovery", dueDate: "2030-01-03" },
    { id: 2, title: "Build", dueDate: "2030-01-06" },
    { id: 3, title: "Launch", dueDate: "2030-02-01" },
  ];

  it("lists what was finished, slipped, due, late and done in the week, as of its end", () => {
    const report = buildWeeklyReport(input({ tasks, milestones, previousScore: 40 }));
    expect(weeklyHealthReport.parse(report)).toEqual(report);
    expect(report.weekStart).toBe("2029-12-31");
    expect(report.weekEnd).toBe("2030-01-06");
    expect(report.tasks.finished).toEqual({ count: 1, tasks: [{ id: 1, title: "Task 1" }] });
    expect(report.tasks.slipped).toEqual({
      count: 2,
      tasks: [
        { id: 2, title: "Task 2" },
        { id: 3, title: "Task 3" },
      ],
    });
    expect(report.milestones.due.map((m) => [m.title, m.done])).toEqual([
      ["Discovery", true],
      ["Build", false],
    ]);
    expect(report.milestones.late.map((m) => m.title)).toEqual(["Build"]);
    expect(report.milestones.done.map((m) => m.title)).toEqual(["Discovery"]);
    expect(report.health.previousScore).toBe(40);
    expect(report.health.change).toBe(report.health.score - 40);
    expect(report.mood).toBeNull();
    expect(report.summary).toContain("1 task finished and 2 slipped");
    expect(report.summary).toContain("No mood entries this week.");
  });

  it("averages the week's mood entries only", () => {
    const entry = (createdAt: string, moodScore: number) => ({
      userId: 1,
      moodScore,
      energyLevel: 3,
      stressLevel: 2,
      createdAt,
    });
    const report = buildWeeklyReport(
      input({
        tasks,
        mood: [
          entry("2029-12-30T12:00:00.000Z", 1), // the week before: counts for health only
          entry("2030-01-01T12:00:00.000Z", 4),
          entry("2030-01-03T12:00:00.000Z", 5),
        ],
      }),
    );
    // Two entries in the week: no figures (mood/readers.ts), only how many there were.
    expect(report.mood).toBeNull();
    expect(report.moodEntries).toBe(2);
    expect(report.summary).toContain(
      "Mood: 2 entries this week, not enough for figures (they are shown from 3).",
    );
    const third = buildWeeklyReport(
      input({
        tasks,
        mood: [
          entry("2029-12-30T12:00:00.000Z", 1),
          entry("2030-01-01T12:00:00.000Z", 4),
          entry("2030-01-03T12:00:00.000Z", 5),
          entry("2030-01-04T12:00:00.000Z", 5),
        ],
      }),
    );
    // 14 / 3 = 4.67 → 4.7, to one decimal as every screen gives it.
    expect(third.mood).toEqual({
      entries: 3,
      averageMood: 4.7,
      averageEnergy: 3,
      averageStress: 2,
    });
    expect(third.summary).toContain("Mood 4.7 of 5 from 3 entries.");
  });

  it("gives the priority engine's first three recommendations at the week's end", () => {
    const many = [1, 2, 3, 4, 5].map((id) =>
      task({ id, priority: "low", dueDate: "2030-01-01T00:00:00.000Z" }),
    );
    const report = buildWeeklyReport(input({ tasks: many }));
    expect(report.recommendations).toHaveLength(3);
    expect(report.recommendations.map((r) => r.taskId)).toEqual([1, 2, 3]);
    expect(report.recommendations[0]?.recommendedPriority).not.toBe("low");
    expect(report.summary).toContain('Top recommendation: make "Task 1"');
  });

  it("says when it is the first check, a change, and a catch-up", () => {
    expect(buildWeeklyReport(input({ tasks })).summary).toMatch(
      /^Health \d+ \((healthy|needs attention|poor)\) in the project's first weekly check\./,
    );
    const first = buildWeeklyReport(input({ tasks }));
    const later = buildWeeklyReport(
      input({ tasks, previousScore: first.health.score + 7, catchUp: true }),
    );
    expect(later.summary).toContain(`down 7 from ${first.health.score + 7} last week`);
    expect(later.catchUp).toBe(true);
    expect(later.summary).toContain("Written late as a catch-up, from the data of 2030-01-07.");
  });
});

describe("the RAID register's risks in the report", () => {
  // The week of 31 December 2029 ends on Monday 7 January 2030: reviews before it are overdue.
  const risk = (id: number, score: number, reviewDate: string | null = null) => ({
    id,
    title: `Risk ${id}`,
    score,
    reviewDate,
  });

  it("lists the open high risks, highest first, and the reviews overdue at the week's end", () => {
    const report = buildWeeklyReport(
      input({
        risks: [
          risk(1, 15, "2030-01-06"),
          risk(2, 25, "2030-01-07"),
          risk(3, 14, "2029-12-01"),
          risk(4, 20),
        ],
      }),
    );
    expect(weeklyHealthReport.parse(report)).toEqual(report);
    expect(report.raid).toEqual({
      highRisks: {
        count: 3,
        risks: [
          { id: 2, title: "Risk 2", score: 25, reviewDate: "2030-01-07" },
          { id: 4, title: "Risk 4", score: 20, reviewDate: null },
          { id: 1, title: "Risk 1", score: 15, reviewDate: "2030-01-06" },
        ],
      },
      overdueReviews: {
        count: 2,
        risks: [
          { id: 3, title: "Risk 3", score: 14, reviewDate: "2029-12-01" },
          { id: 1, title: "Risk 1", score: 15, reviewDate: "2030-01-06" },
        ],
      },
    });
    expect(report.summary).toMatch(
      / RAID register: 3 open high risks and 2 risk reviews overdue\.$/,
    );
  });

  it("names five of each and counts them all", () => {
    const many = Array.from({ length: 7 }, (_, index) => risk(index + 1, 16, "2030-01-01"));
    const report = buildWeeklyReport(input({ risks: many }));
    expect(report.raid?.highRisks.count).toBe(7);
    expect(report.raid?.highRisks.risks).toHaveLength(5);
    expect(report.raid?.overdueReviews.count).toBe(7);
    expect(report.raid?.overdueReviews.risks.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("counts zeros without a sentence when nothing is high or overdue, and leaves out what it was not given", () => {
    const calm = buildWeeklyReport(input({ risks: [risk(1, 6, "2030-01-07")] }));
    expect(calm.raid).toEqual({
      highRisks: { count: 0, risks: [] },
      overdueReviews: { count: 0, risks: [] },
    });
    expect(calm.summary).not.toContain("RAID");
    const without = buildWeeklyReport(input());
    expect(without.raid).toBeUndefined();
    expect(without.summary).toBe(calm.summary);
    // A single one reads in the singular.
    const one = buildWeeklyReport(input({ risks: [risk(1, 15, "2030-01-01")] }));
    expect(one.summary).toMatch(/ RAID register: 1 open high risk and 1 risk review overdue\.$/);
  });
});
