/**
 * Hand-computed KPIs over the weeks of Monday 2 and Monday 9 November 2026 (the period before:
 * 19 Oct to 1 Nov). Boundaries: [19 Oct, 2 Nov, 9 Nov, 16 Nov] — slot 1 the period before,
 * slots 2 and 3 the two weeks.
 */
import { describe, expect, it } from "vitest";
import {
  countsAtBoundaries,
  cumulativeFlow,
  cycleTime,
  type FinishedTask,
  healthScore,
  leadTime,
  milestoneProgress,
  mood,
  onTimeRate,
  overdue,
  participation,
  throughput,
  wip,
} from "./compute.js";
import { resolvePeriod } from "./period.js";

const period = resolvePeriod({ from: "2026-11-02", to: "2026-11-15" }, new Date());
const DAY = 86_400;

const finished: FinishedTask[] = [
  // A, the period before: lead 5 days, cycle 1 day, due 24 Oct, done the 25th (late).
  {
    createdAt: "2026-10-20T00:00:00Z",
    completedAt: "2026-10-25T00:00:00Z",
    dueDate: "2026-10-24T00:00:00Z",
    cycleSeconds: 1 * DAY,
  },
  // B, week 1: lead 2.5 days, cycle 1.5, due 3 Nov and done that day (on time).
  {
    createdAt: "2026-11-01T00:00:00Z",
    completedAt: "2026-11-03T12:00:00Z",
    dueDate: "2026-11-03T00:00:00Z",
    cycleSeconds: 1.5 * DAY,
  },
  // C, week 1: lead 4.5 days, cycle 2, no due date.
  {
    createdAt: "2026-11-01T12:00:00Z",
    completedAt: "2026-11-06T00:00:00Z",
    dueDate: null,
    cycleSeconds: 2 * DAY,
  },
  // D, week 2: lead 7 days, cycle 0.5, due 10 Nov, done the 12th (late).
  {
    createdAt: "2026-11-05T00:00:00Z",
    completedAt: "2026-11-12T00:00:00Z",
    dueDate: "2026-11-10T00:00:00Z",
    cycleSeconds: 0.5 * DAY,
  },
  // E, finished after the period (16 Nov): counted nowhere.
  {
    createdAt: "2026-11-10T00:00:00Z",
    completedAt: "2026-11-16T00:00:00Z",
    dueDate: null,
    cycleSeconds: 3 * DAY,
  },
];

const values = (kpi: { series: { values: Record<string, number | null> }[] }) =>
  kpi.series.map((point) => point.values);

describe("finished-task KPIs", () => {
  it("throughput: B, C, D in the period (2 then 1), A before", () => {
    const kpi = throughput(finished, period);
    expect([kpi.value, kpi.previous]).toEqual([3, 1]);
    expect(values(kpi)).toEqual([{ value: 2 }, { value: 1 }]);
    expect(kpi.series.map((point) => point.weekStart)).toEqual(["2026-11-02", "2026-11-09"]);
  });

  it("lead time: median and p85 with interpolation between ranks", () => {
    // Period: [2.5, 4.5, 7] → median 4.5; p85 at rank 0.85 × 2 = 1.7: 4.5 + 0.7 × 2.5 = 6.25.
    // Week 1: [2.5, 4.5] → median 3.5; p85 at rank 0.85: 2.5 + 0.85 × 2 = 4.2. Week 2: [7].
    const kpi = leadTime(finished, period);
    expect([kpi.value, kpi.previous]).toEqual([4.5, 5]);
    expect(values(kpi)).toEqual([
      { median: 3.5, p85: 4.2 },
      { median: 7, p85: 7 },
    ]);
  });

  it("cycle time: time in In Progress and Review, in days", () => {
    // Period: [0.5, 1.5, 2] → median 1.5; p85 at rank 1.7: 1.5 + 0.7 × 0.5 = 1.85.
    const kpi = cycleTime(finished, period);
    expect([kpi.value, kpi.previous]).toEqual([1.5, 1]);
    expect(kpi.unit).toBe("days");
    expect(values(kpi)).toEqual([
      { median: 1.75, p85: 1.93 },
      { median: 0.5, p85: 0.5 },
    ]);
    // Week 1: [1.5, 2] → median 1.75; p85 1.5 + 0.85 × 0.5 = 1.925, rounded to 1.93.
  });

  it("cycle time leaves out a task with no recorded start, rather than counting 0", () => {
    const unstarted: FinishedTask = {
      createdAt: "2026-11-09T00:00:00Z",
      completedAt: "2026-11-13T00:00:00Z",
      dueDate: null,
      cycleSeconds: null,
    };
    const kpi = cycleTime([...finished, unstarted], period);
    expect(kpi.value).toBe(1.5);
    expect(values(kpi)[1]).toEqual({ median: 0.5, p85: 0.5 });
    // Only unstarted tasks: no cycle time at all, not "0 days"; their lead time still counts.
    expect(cycleTime([unstarted], period).value).toBeNull();
    expect(leadTime([unstarted], period).value).toBe(4);
  });

  it("on-time rate: on or before the due day, of those with one", () => {
    // Period: B on time, D late, C has no due date → 1 / 2 = 50 %. Before: A late → 0 %.
    const kpi = onTimeRate(finished, period);
    expect([kpi.value, kpi.previous]).toEqual([50, 0]);
    expect(values(kpi)).toEqual([{ value: 100 }, { value: 0 }]);
  });

  it("answers null, not 0, where nothing was finished", () => {
    const kpi = leadTime([], period);
    expect([kpi.value, kpi.previous]).toEqual([null, null]);
    expect(values(kpi)).toEqual([
      { median: null, p85: null },
      { median: null, p85: null },
    ]);
  });
});

describe("counts at each week's end", () => {
  // In Progress: +2 before everything, +1 in the period before, -1 in week 1, +3 in week 2,
  // +5 after the period (ignored). Review: +1 in week 1.
  const deltas = [
    { key: "inprogress", slot: 0, delta: 2 },
    { key: "inprogress", slot: 1, delta: 1 },
    { key: "inprogress", slot: 2, delta: -1 },
    { key: "inprogress", slot: 3, delta: 3 },
    { key: "inprogress", slot: 4, delta: 5 },
    { key: "review", slot: 2, delta: 1 },
  ];

  it("sums the slots up to each boundary", () => {
    const at = countsAtBoundaries(deltas, 4);
    // 2 + 1 = 3 at the end of the period before; 3 - 1 = 2 after week 1; 2 + 3 = 5 after week 2.
    expect([1, 2, 3].map((boundary) => at("inprogress", boundary))).toEqual([3, 2, 5]);
    expect(at("done", 3)).toBe(0);
  });

  it("WIP: In Progress and Review, the headline both at the period's end", () => {
    const kpi = wip(deltas, period);
    // End: 5 + 1 = 6; before: 3 + 0 = 3.
    expect([kpi.value, kpi.previous]).toEqual([6, 3]);
    expect(values(kpi)).toEqual([
      { inprogress: 2, review: 1 },
      { inprogress: 5, review: 1 },
    ]);
  });

  it("cumulative flow: every column, the headline the tasks in Done", () => {
    const kpi = cumulativeFlow([...deltas, { key: "done", slot: 3, delta: 4 }], period);
    expect([kpi.value, kpi.previous]).toEqual([4, 0]);
    expect(kpi.keys.map((line) => line.key)).toEqual(["todo", "inprogress", "review", "done"]);
    expect(values(kpi)[1]).toEqual({ todo: 0, inprogress: 5, review: 1, done: 4 });
  });

  it("overdue: the count at each week's end", () => {
    // +2 before the period before ends, one done in week 1 (-1), three more late in week 2.
    const kpi = overdue(
      [
        { key: "overdue", slot: 1, delta: 2 },
        { key: "overdue", slot: 2, delta: -1 },
        { key: "overdue", slot: 3, delta: 3 },
      ],
      period,
    );
    expect([kpi.value, kpi.previous]).toEqual([4, 2]);
    expect(values(kpi)).toEqual([{ value: 1 }, { value: 4 }]);
  });

  it("milestone progress: each milestone and all together", () => {
    // Alpha: 4 tasks from the start, 1 done before, 1 more in week 2.
    // Beta: 2 tasks and 1 done in week 1.
    const kpi = milestoneProgress(
      [
        { key: "total:1", slot: 0, delta: 4 },
        { key: "done:1", slot: 1, delta: 1 },
        { key: "done:1", slot: 3, delta: 1 },
        { key: "total:2", slot: 2, delta: 2 },
        { key: "done:2", slot: 2, delta: 1 },
      ],
      [
        { id: 1, title: "Alpha" },
        { id: 2, title: "Beta" },
      ],
      period,
    );
    // Before: 1 / 4 = 25 %. Week 1: Alpha 1/4, Beta 1/2, all 2/6 = 33.33 %.
    // Week 2: Alpha 2/4, Beta 1/2, all 3/6 = 50 %.
    expect([kpi.value, kpi.previous]).toEqual([50, 25]);
    expect(kpi.keys.map((line) => line.label)).toEqual(["All milestones", "Alpha", "Beta"]);
    expect(values(kpi)).toEqual([
      { value: 33.33, "1": 25, "2": 50 },
      { value: 50, "1": 50, "2": 50 },
    ]);
  });
});

describe("health, mood and participation", () => {
  it("health: the mean of the checks of the weeks in each period", () => {
    const kpi = healthScore(
      [
        { weekStart: "2026-10-19", sum: 150, count: 2 },
        { weekStart: "2026-10-26", sum: 70, count: 1 },
        { weekStart: "2026-11-02", sum: 160, count: 2 },
        { weekStart: "2026-11-09", sum: 90, count: 1 },
      ],
      period,
    );
    // Before: (150 + 70) / 3 = 73.33; the period: (160 + 90) / 3 = 83.33.
    expect([kpi.value, kpi.previous]).toEqual([83.33, 73.33]);
    expect(values(kpi)).toEqual([{ value: 80 }, { value: 90 }]);
  });

  const rows = {
    weeks: [
      { slot: 1, sum: 9, count: 3, authors: 2 },
      { slot: 2, sum: 12, count: 3, authors: 1 },
      { slot: 3, sum: 3, count: 1, authors: 1 },
    ],
    authors: { current: 2, previous: 2 },
    members: 4,
  };

  it("mood: the mean score of the entries, from 3 entries up, to one decimal", () => {
    // The period: (12 + 3) / 4 = 3.75 → 3.8; before: 9 / 3 = 3; weeks 12 / 3 = 4, one entry: none.
    const kpi = mood(rows, period);
    expect([kpi.value, kpi.previous]).toEqual([3.8, 3]);
    expect(values(kpi)).toEqual([{ value: 4 }, { value: null }]);
  });

  it("participation: people who logged their mood, of the members", () => {
    // 2 of 4 in each period (50 %); 1 of 4 in each week (25 %).
    const kpi = participation(rows, period);
    expect([kpi.value, kpi.previous]).toEqual([50, 50]);
    expect(values(kpi)).toEqual([{ value: 25 }, { value: 25 }]);
    expect(participation({ ...rows, members: 0 }, period).value).toBeNull();
  });
});
