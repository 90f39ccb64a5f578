import { isPastDue } from "@cairn/schema/due-dates";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analyzePriorities,
  bandOf,
  daysUntilDue,
  type PriorityTask,
  referencedTaskIds,
  urgencyOf,
} from "./engine.js";

const now = new Date("2026-11-21T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

function task(overrides: Partial<PriorityTask> & { id: number }): PriorityTask {
  return {
    title: `Task ${overrides.id}`,
    description: null,
    status: "pending",
    priority: "medium",
    dueDate: null,
    assignedTo: 1,
    ...overrides,
  };
}

describe("analyzePriorities", () => {
  it("scores the README's worked example: 77, high, confidence 85", () => {
    const tasks = [
      // Due the day after tomorrow (due dates are days at 00:00 UTC): "due in 2 days".
      task({
        id: 1,
        title: "Fix pricing page copy",
        priority: "low",
        dueDate: "2026-11-23T00:00:00.000Z",
      }),
      task({ id: 2, title: "Publish the new prices", description: "Blocked by #1" }),
    ];
    const analysis = analyzePriorities(tasks, { planType: "pro", now });
    const first = analysis.recommendations.find((r) => r.taskId === 1);
    expect(first).toMatchObject({
      currentPriority: "low",
      recommendedPriority: "high",
      aiScore: 77,
      confidence: 85,
      factors: { urgency: 85, impact: 75, effort: 15, dependencies: 50, businessValue: 80 },
    });
    expect(first?.reasoning).toMatch(/due in 2 days; blocks #2; client-facing; a quick win/i);
    expect(first?.reasoning).toMatch(/Score 77 \(≥ 70\) means high, not low\./);
  });

  it("recommends only where the band differs, and never for completed tasks", () => {
    const tasks = [
      task({
        id: 1,
        priority: "high",
        dueDate: inDays(-2),
        description: "Production outage fix for the customer",
      }),
      task({ id: 2, priority: "high", status: "completed", dueDate: inDays(30) }),
      task({ id: 3, priority: "low", dueDate: inDays(60) }),
    ];
    const analysis = analyzePriorities(tasks, { planType: "trial", now });
    const ids = analysis.recommendations.map((r) => r.taskId);
    expect(ids).not.toContain(2);
    for (const recommendation of analysis.recommendations) {
      expect(recommendation.recommendedPriority).not.toBe(recommendation.currentPriority);
    }
    expect(analysis.insights.overallInsights).toMatchObject({
      highPriorityTasks: 2,
      mediumPriorityTasks: 0,
      lowPriorityTasks: 1,
      riskTasks: 1,
    });
    expect(analysis.insights.optimizationSuggestions.join(" ")).toMatch(/1 task is overdue \(#1\)/);
  });

  it("reads dependencies from the text, within the project only", () => {
    expect(
      referencedTaskIds({
        title: "Deploy",
        description: "Depends on #12 and blocked by #7. After #12.",
      }),
    ).toEqual([12, 7]);
    const tasks = [
      // Low, so that its score (which its two dependants raise) makes a recommendation to read.
      task({ id: 10, title: "Schema", description: "", priority: "low" }),
      task({ id: 11, title: "API", description: "depends on #10" }),
      task({ id: 12, title: "UI", description: "requires #10, waiting on #99" }),
    ];
    const analysis = analyzePriorities(tasks, { planType: "scale", now });
    const scored = [...analysis.recommendations];
    const schema = scored.find((r) => r.taskId === 10);
    expect(schema).toBeDefined();
    expect(schema?.factors.dependencies).toBe(80);
    expect(analysis.insights.optimizationSuggestions.join(" ")).toMatch(
      /Start #10 "Schema" first: 2 tasks wait for it\./,
    );
  });

  it("never proposes lowering overdue work (property)", () => {
    const RANK = { low: 0, medium: 1, high: 2 } as const;
    const generated = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        title: fc.constantFrom("Client launch", "Fix login", "Refactor", "Audit", "Write docs"),
        description: fc.option(
          fc.constantFrom("depends on #3", "client-facing", "large migration", ""),
          { nil: null },
        ),
        priority: fc.constantFrom("low", "medium", "high" as const),
        status: fc.constantFrom("pending", "in_progress" as const),
        dueInDays: fc.option(fc.double({ min: -40, max: 40, noNaN: true }), { nil: null }),
        assignedTo: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(generated, fc.constantFrom("trial", "pro", "scale" as const), (rows, plan) => {
        const tasks = rows.map(({ dueInDays, ...row }) =>
          task({ ...row, dueDate: dueInDays === null ? null : inDays(dueInDays) }),
        );
        const analysis = analyzePriorities(tasks, { planType: plan, now });
        for (const recommendation of analysis.recommendations) {
          const subject = tasks.find((t) => t.id === recommendation.taskId);
          if (!subject?.dueDate || !isPastDue(subject.dueDate, now)) continue;
          expect(RANK[recommendation.recommendedPriority]).toBeGreaterThan(RANK[subject.priority]);
        }
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it("raises urgent, blocking or overdue work as readily as it lowers idle work (property)", () => {
    const RANK = { low: 0, medium: 1, high: 2 } as const;
    let raised = 0;
    let lowered = 0;
    const board = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 30 }),
        priority: fc.constantFrom("low" as const, "medium" as const, "high" as const),
        dueInDays: fc.option(fc.integer({ min: -10, max: 60 }), { nil: null }),
        waitsFor: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
      }),
      { selector: (row) => row.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(board, (rows) => {
        const tasks = rows.map((row) =>
          task({
            id: row.id,
            priority: row.priority,
            dueDate: row.dueInDays === null ? null : inDays(row.dueInDays + 0.5),
            description: row.waitsFor === null ? null : `depends on #${row.waitsFor}`,
          }),
        );
        const analysis = analyzePriorities(tasks, { planType: "pro", now });
        const proposed = new Map(analysis.recommendations.map((r) => [r.taskId, r]));
        for (const subject of tasks) {
          const days = daysUntilDue(subject.dueDate, now);
          const waitedFor = tasks.filter(
            (other) => other.id !== subject.id && other.description === `depends on #${subject.id}`,
          ).length;
          const recommendation = proposed.get(subject.id);
          const after = recommendation?.recommendedPriority ?? subject.priority;
          // Overdue, due by tomorrow, or waited for by two: high, whatever it was.
          if ((days !== undefined && days <= 1) || waitedFor >= 2) expect(after).toBe("high");
          if (recommendation && RANK[after] > RANK[subject.priority]) raised += 1;
          if (recommendation && RANK[after] < RANK[subject.priority]) lowered += 1;
        }
      }),
      { numRuns: 200, seed: 20261129 },
    );
    // Both directions, in comparable numbers: neither is the engine's only answer.
    expect(raised).toBeGreaterThan(0);
    expect(lowered).toBeGreaterThan(0);
    expect(raised / (raised + lowered)).toBeGreaterThan(0.25);
  });

  it("flags a kick-off due today as high, and keeps a task due in two days from being lowered to low", () => {
    const analysis = analyzePriorities(
      [
        task({ id: 1, title: "Kick-off meeting", priority: "medium", dueDate: inDays(0.2) }),
        task({ id: 2, title: "Draft the report", priority: "medium", dueDate: inDays(2) }),
      ],
      { planType: "pro", now },
    );
    const kickOff = analysis.recommendations.find((r) => r.taskId === 1);
    expect(kickOff?.recommendedPriority).toBe("high");
    expect(kickOff?.reasoning).toMatch(
      /^Due today\. Score \d+, but work due by tomorrow is high, not medium\.$/,
    );
    expect(analysis.recommendations.find((r) => r.taskId === 2)).toBeUndefined();
  });

  it("keeps an overdue, client-facing task High though its score is Medium", () => {
    const late = task({
      id: 1,
      title: "Client launch page",
      description: "A large migration of every page for the client, about two weeks of work.",
      priority: "high",
      dueDate: inDays(-4),
    });
    const analysis = analyzePriorities([late], { planType: "trial", now });
    expect(analysis.recommendations.filter((r) => r.taskId === 1)).toEqual([]);
  });

  it("answers an empty project without NaN", () => {
    const analysis = analyzePriorities([], { planType: "trial", now });
    expect(analysis).toEqual({
      recommendations: [],
      insights: {
        overallInsights: {
          highPriorityTasks: 0,
          mediumPriorityTasks: 0,
          lowPriorityTasks: 0,
          averageScore: 0,
          riskTasks: 0,
        },
        optimizationSuggestions: ["No open tasks: nothing to prioritise."],
        optimizedTasks: 0,
      },
    });
  });

  const arbitraryTask = fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    title: fc.string({ maxLength: 40 }),
    description: fc.option(fc.string({ maxLength: 300 }), { nil: null }),
    status: fc.constantFrom("pending" as const, "in_progress" as const, "completed" as const),
    priority: fc.constantFrom("low" as const, "medium" as const, "high" as const),
    dueDate: fc.option(fc.integer({ min: -60, max: 90 }).map(inDays), { nil: null }),
    assignedTo: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  });
  const projects = fc.uniqueArray(arbitraryTask, { selector: (t) => t.id, maxLength: 25 });
  const plans = fc.constantFrom("trial" as const, "pro" as const, "scale" as const);

  it("keeps every score and factor within 0–100, bands consistent, one recommendation per task", () => {
    fc.assert(
      fc.property(projects, plans, (tasks, planType) => {
        const analysis = analyzePriorities(tasks, { planType, now });
        const seen = new Set<number>();
        for (const r of analysis.recommendations) {
          expect(seen.has(r.taskId)).toBe(false);
          seen.add(r.taskId);
          for (const value of [r.aiScore, r.confidence, ...Object.values(r.factors)]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
            expect(Number.isInteger(value)).toBe(true);
          }
          // The score's band, or higher when the task's urgency or blockers set a floor.
          const RANK = { low: 0, medium: 1, high: 2 } as const;
          if (r.recommendedPriority !== bandOf(r.aiScore)) {
            expect(RANK[r.recommendedPriority]).toBeGreaterThan(RANK[bandOf(r.aiScore)]);
            expect(r.reasoning).toMatch(/, but .* is (high|medium), not /);
          }
        }
        const open = tasks.filter((t) => t.status !== "completed").length;
        expect(analysis.insights.optimizedTasks + analysis.recommendations.length).toBe(open);
        expect(Number.isFinite(analysis.insights.overallInsights.averageScore)).toBe(true);
      }),
    );
  });

  it("gives the same answer for the same input", () => {
    fc.assert(
      fc.property(projects, plans, (tasks, planType) => {
        expect(analyzePriorities(tasks, { planType, now })).toEqual(
          analyzePriorities(structuredClone(tasks), { planType, now: new Date(now) }),
        );
      }),
    );
  });

  it("steps urgency down as the due date moves away", () => {
    const days = [-1, 0.5, 2, 5, 10, 20, 45];
    const values = days.map((d) => urgencyOf(d));
    expect(values).toEqual([100, 95, 85, 70, 50, 30, 15]);
    expect(urgencyOf(undefined)).toBe(25);
  });
});
