import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeHealth,
  computeTaskMetrics,
  type HealthMood,
  type HealthTask,
  trendOf,
} from "./engine.js";

const now = new Date("2026-11-21T12:00:00Z");
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

function task(overrides: Partial<HealthTask>): HealthTask {
  return {
    status: "pending",
    priority: "medium",
    dueDate: null,
    assignedTo: 1,
    completedAt: null,
    createdAt: at(-30),
    ...overrides,
  };
}

describe("computeHealth", () => {
  it("matches the README's worked example", () => {
    const tasks: HealthTask[] = [
      task({ status: "completed", completedAt: at(-10), dueDate: at(-9) }),
      task({ status: "completed", completedAt: at(-5), dueDate: at(-8) }), // late
      task({ status: "completed", completedAt: at(-3), dueDate: at(-1) }),
      task({ status: "completed", completedAt: at(-2) }),
      task({ dueDate: at(-2), priority: "high" }), // overdue
      task({ dueDate: at(-1), assignedTo: null }), // overdue
      task({ dueDate: at(1), assignedTo: null, priority: "high" }), // due soon
      task({ dueDate: at(20) }),
      task({ assignedTo: null, dueDate: at(30) }),
      task({ status: "in_progress" }),
    ];
    const mood: HealthMood[] = [
      { userId: 1, moodScore: 4, energyLevel: 3, stressLevel: 2, createdAt: at(-3) },
      { userId: 2, moodScore: 4, energyLevel: 3, stressLevel: 2, createdAt: at(-1) },
      { userId: 1, moodScore: 4, energyLevel: 3, stressLevel: 2, createdAt: at(-1) },
    ];
    const health = computeHealth(tasks, mood, 4, now);
    expect(health).toMatchObject({
      taskCompletionScore: 40,
      timelineScore: 69,
      teamEngagementScore: 51,
      risk: { schedule: 42, resource: 40, quality: 29 },
      riskScore: 38,
      overallScore: 54,
    });
    expect(health.reasons[0]).toBe("4 of 10 tasks completed (40%).");
  });

  it("takes nothing from fewer than 3 mood entries, and says so", () => {
    const two: HealthMood[] = [
      { userId: 1, moodScore: 2, energyLevel: 1, stressLevel: 5, createdAt: at(-3) },
      { userId: 2, moodScore: 2, energyLevel: 1, stressLevel: 5, createdAt: at(-1) },
    ];
    const health = computeHealth([task({ dueDate: at(5) })], two, 4, now);
    expect(health.teamEngagementScore).toBe(0);
    expect(health.risk.resource).toBe(0);
    const said = health.reasons.join(" ");
    expect(said).toContain("not enough entries");
    expect(said).not.toMatch(/Mood 2\.0|energy 1\.0|stress 5\.0/);
  });

  it("answers a project without tasks or mood with zeros and reasons, never NaN", () => {
    const health = computeHealth([], [], 0, now);
    expect(health).toMatchObject({
      overallScore: 0,
      taskCompletionScore: 0,
      timelineScore: 0,
      teamEngagementScore: 0,
      riskScore: 0,
    });
    expect(health.unscored).toEqual(["overall", "taskCompletion", "timeline", "teamEngagement"]);
    expect(health.reasons).toContain("No tasks yet: completion has not enough data yet.");
    expect(health.reasons.join(" ")).toMatch(/No mood entries in the last 14 days/);
  });

  it("leaves a score without data out of the overall and says what it was computed from", () => {
    // A project's day 0: its roadmap's tasks, none done or due yet, no mood entry yet.
    const tasks = [task({ dueDate: at(10) }), task({ dueDate: at(20) }), task({ dueDate: at(30) })];
    const health = computeHealth(tasks, [], 4, now);
    expect(health.unscored).toEqual(["taskCompletion", "teamEngagement"]);
    expect(health.teamEngagementScore).toBe(0);
    // Timeline 100 (weight 0.3) and safety 100 − risk (0.15), over 0.45: on track, not "Poor".
    const risk = health.riskScore;
    expect(health.overallScore).toBe(Math.round((0.3 * 100 + 0.15 * (100 - risk)) / 0.45));
    expect(health.overallScore).toBeGreaterThanOrEqual(80);
    expect(health.reasons).toContain(
      "Overall from timeline and risk: completion and team engagement have not enough data yet.",
    );
    expect(health.reasons).toContain(
      "0 of 3 tasks completed, and none due yet: completion has not enough data yet.",
    );
    // Once a task is overdue, completion counts.
    const late = [...tasks, task({ dueDate: at(-2) })];
    expect(computeHealth(late, [], 4, now).unscored).toEqual(["teamEngagement"]);
    // With three entries engagement counts, and with the late task nothing is left out.
    const mood: HealthMood[] = [1, 2, 3].map((userId) => ({
      userId,
      moodScore: 4,
      energyLevel: 4,
      stressLevel: 2,
      createdAt: at(-1),
    }));
    expect(computeHealth(late, mood, 4, now).unscored).toEqual([]);
  });

  it("rebuilds the past: a task completed later was open then", () => {
    const tasks = [task({ status: "completed", completedAt: at(-1), createdAt: at(-20) })];
    expect(computeHealth(tasks, [], 1, new Date(at(-5))).taskCompletionScore).toBe(0);
    expect(computeHealth(tasks, [], 1, now).taskCompletionScore).toBe(100);
    expect(computeHealth(tasks, [], 1, new Date(at(-25))).overallScore).toBe(0);
  });

  it("keeps every score a whole number within 0–100", () => {
    const arbitraryTask = fc.record({
      status: fc.constantFrom("pending" as const, "in_progress" as const, "completed" as const),
      priority: fc.constantFrom("low" as const, "medium" as const, "high" as const),
      dueDate: fc.option(fc.integer({ min: -40, max: 40 }).map(at), { nil: null }),
      assignedTo: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      completedAt: fc.option(fc.integer({ min: -40, max: 0 }).map(at), { nil: null }),
      createdAt: fc.integer({ min: -60, max: 0 }).map(at),
    });
    const arbitraryMood = fc.record({
      userId: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      moodScore: fc.integer({ min: 1, max: 5 }),
      energyLevel: fc.integer({ min: 1, max: 5 }),
      stressLevel: fc.integer({ min: 1, max: 5 }),
      createdAt: fc.integer({ min: -30, max: 0 }).map(at),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryTask, { maxLength: 30 }),
        fc.array(arbitraryMood, { maxLength: 30 }),
        fc.integer({ min: 0, max: 8 }),
        (tasks, mood, members) => {
          const health = computeHealth(tasks, mood, members, now);
          for (const value of [
            health.overallScore,
            health.taskCompletionScore,
            health.timelineScore,
            health.teamEngagementScore,
            health.riskScore,
            ...Object.values(health.risk),
          ]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
          expect(computeHealth(tasks, mood, members, now)).toEqual(health);
        },
      ),
    );
  });
});

describe("trendOf", () => {
  it("counts a move of more than 5 points", () => {
    expect(trendOf(70, undefined)).toBe("stable");
    expect(trendOf(70, 64)).toBe("up");
    expect(trendOf(70, 65)).toBe("stable");
    expect(trendOf(70, 76)).toBe("down");
  });
});

describe("computeTaskMetrics", () => {
  it("states the KPIs' lead and cycle time, named as the KPIs name them", () => {
    const metrics = computeTaskMetrics(
      [
        task({ status: "completed", createdAt: at(-10), completedAt: at(-7) }),
        task({ status: "completed", createdAt: at(-10), completedAt: at(-4) }),
        task({ dueDate: at(-1), priority: "high" }),
        task({ status: "in_progress" }),
      ],
      now,
      { leadTimeDays: 4.5, cycleTimeDays: 1 },
    );
    expect(metrics).toMatchObject({
      totalTasks: 4,
      completedTasks: 2,
      inProgressTasks: 1,
      overdueTasks: 1,
      highPriorityTasks: 1,
      avgCompletionTime: 4.5,
      leadTimeDays: 4.5,
      cycleTimeDays: 1,
    });
    expect(metrics.insights).toContain(
      "Lead time 4.5 days (creation to done, median of the last 12 weeks).",
    );
    expect(metrics.insights).toContain(
      "Cycle time 1 day (start to done, median of the last 12 weeks).",
    );
  });

  it("says nothing of lead or cycle time when no task was finished in the period", () => {
    const metrics = computeTaskMetrics([task({ status: "in_progress" })], now, {
      leadTimeDays: null,
      cycleTimeDays: null,
    });
    expect(metrics).toMatchObject({
      avgCompletionTime: 0,
      leadTimeDays: null,
      cycleTimeDays: null,
    });
    expect(metrics.insights.join(" ")).not.toMatch(/Lead time|Cycle time/);
  });
});
