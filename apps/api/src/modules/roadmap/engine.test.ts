import { EXPERIENCE_LEVELS } from "@cairn/schema/constants";
import { wizardInput } from "@cairn/schema/wizard";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recommend } from "../wizard/planner.js";
import {
  addDays,
  apportion,
  daysBetween,
  durationDays,
  layOutMilestones,
  type RoadmapPhase,
  spreadDueDates,
} from "./engine.js";

/** The intermediate schedule of the wizard: 3, 5, 6, 6, 5, 5, 15 and 15 days (60 in all). */
const INTERMEDIATE: RoadmapPhase[] = [
  ["Kick-off", "Days 1–3"],
  ["Tools", "Days 4–8"],
  ["Processes", "Days 9–14"],
  ["Pilot", "Days 15–20"],
  ["Automation", "Days 21–25"],
  ["Roll-out", "Days 26–30"],
  ["Embed", "Days 31–45"],
  ["Improve", "Days 46–60"],
].map(([phase, duration]) => ({ phase: phase ?? "", duration: duration ?? "", tasks: ["a"] }));

const spans = (phases: RoadmapPhase[], days: number, start = "2026-01-05") =>
  layOutMilestones(phases, days, start).map((m) => [m.title, m.startDate, m.dueDate]);

describe("dates", () => {
  it("adds days across months and leap years, in UTC", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-01-05", "2026-03-05")).toBe(59);
  });
  it("refuses what is not a day", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => layOutMilestones(INTERMEDIATE, 30, "5 Jan 2026")).toThrow(RangeError);
  });
});

describe("durationDays", () => {
  it("reads the wizard's form and a few common others", () => {
    expect(durationDays("Days 1–7")).toBe(7);
    expect(durationDays("Days 31-45")).toBe(15);
    expect(durationDays("Day 5")).toBe(1);
    expect(durationDays("3 days")).toBe(3);
    expect(durationDays("2 weeks")).toBe(14);
    expect(durationDays("Weeks 3–4")).toBe(14);
  });
  it("gives up on the unreadable", () => {
    expect(durationDays("a while")).toBeUndefined();
    expect(durationDays("Days 9–3")).toBeUndefined();
    expect(durationDays("0 days")).toBeUndefined();
  });
});

describe("apportion", () => {
  it("is exact when the weights already add up to the days", () => {
    expect(apportion([3, 5, 6, 6, 5, 5, 15, 15], 60)).toEqual([3, 5, 6, 6, 5, 5, 15, 15]);
  });
  it("gives the spare days to the largest remainders, earliest first", () => {
    // quotas 1.5 2.5 3 3 2.5 2.5 7.5 7.5 → floors 27 days, three more to the first halves
    expect(apportion([3, 5, 6, 6, 5, 5, 15, 15], 30)).toEqual([2, 3, 3, 3, 3, 2, 7, 7]);
  });
  it("keeps every share at least one day, taking from the most over-served", () => {
    // quotas 0.1 0.1 9.8 → 1 1 9 (sum 11) → one less from the last
    expect(apportion([1, 1, 98], 10)).toEqual([1, 1, 8]);
  });
});

describe("spreadDueDates", () => {
  it("spreads tasks evenly, the last on the phase's last day", () => {
    expect(spreadDueDates("2026-01-01", 7, 3)).toEqual(["2026-01-03", "2026-01-05", "2026-01-07"]);
    expect(spreadDueDates("2026-01-01", 1, 2)).toEqual(["2026-01-01", "2026-01-01"]);
    expect(spreadDueDates("2026-01-01", 5, 0)).toEqual([]);
  });
});

describe("layOutMilestones", () => {
  it("lays a 60-day plan over a Scale roadmap day for day", () => {
    expect(spans(INTERMEDIATE, 60)).toEqual([
      ["Kick-off", "2026-01-05", "2026-01-07"],
      ["Tools", "2026-01-08", "2026-01-12"],
      ["Processes", "2026-01-13", "2026-01-18"],
      ["Pilot", "2026-01-19", "2026-01-24"],
      ["Automation", "2026-01-25", "2026-01-29"],
      ["Roll-out", "2026-01-30", "2026-02-03"],
      ["Embed", "2026-02-04", "2026-02-18"],
      ["Improve", "2026-02-19", "2026-03-05"],
    ]);
  });

  it("squeezes it into a Pro roadmap of 30 days in proportion", () => {
    expect(spans(INTERMEDIATE, 30)).toEqual([
      ["Kick-off", "2026-01-05", "2026-01-06"],
      ["Tools", "2026-01-07", "2026-01-09"],
      ["Processes", "2026-01-10", "2026-01-12"],
      ["Pilot", "2026-01-13", "2026-01-15"],
      ["Automation", "2026-01-16", "2026-01-18"],
      ["Roll-out", "2026-01-19", "2026-01-20"],
      ["Embed", "2026-01-21", "2026-01-27"],
      ["Improve", "2026-01-28", "2026-02-03"],
    ]);
  });

  it("merges the shortest neighbours when a 7-day trial has fewer days than phases", () => {
    const [first, ...rest] = layOutMilestones(INTERMEDIATE, 7, "2026-01-05");
    expect(first).toMatchObject({
      title: "Kick-off · Tools",
      description: "Kick-off\nTools",
      startDate: "2026-01-05",
      dueDate: "2026-01-05",
      tasks: [
        { title: "a", dueDate: "2026-01-05" },
        { title: "a", dueDate: "2026-01-05" },
      ],
    });
    expect(rest.map((m) => [m.title, m.startDate])).toEqual([
      ["Processes", "2026-01-06"],
      ["Pilot", "2026-01-07"],
      ["Automation", "2026-01-08"],
      ["Roll-out", "2026-01-09"],
      ["Embed", "2026-01-10"],
      ["Improve", "2026-01-11"],
    ]);
  });

  it("lays a short plan over 7 days in proportion, with its tasks spread", () => {
    const phases: RoadmapPhase[] = [
      { phase: "A", duration: "Days 1–2", tasks: ["a1"] },
      { phase: "B", duration: "Days 3–6", tasks: ["b1", "b2"] },
      { phase: "C", duration: "Days 7–12", tasks: ["c1", "c2", "c3"] },
    ];
    // quotas 7·2/12 = 1.17, 2.33, 3.5 → 1, 2, 3 and the spare day to C
    expect(layOutMilestones(phases, 7, "2026-12-30")).toEqual([
      {
        title: "A",
        description: null,
        startDate: "2026-12-30",
        dueDate: "2026-12-30",
        position: 0,
        tasks: [{ title: "a1", dueDate: "2026-12-30" }],
      },
      {
        title: "B",
        description: null,
        startDate: "2026-12-31",
        dueDate: "2027-01-01",
        position: 1,
        tasks: [
          { title: "b1", dueDate: "2026-12-31" },
          { title: "b2", dueDate: "2027-01-01" },
        ],
      },
      {
        title: "C",
        description: null,
        startDate: "2027-01-02",
        dueDate: "2027-01-05",
        position: 2,
        tasks: [
          { title: "c1", dueDate: "2027-01-03" },
          { title: "c2", dueDate: "2027-01-04" },
          { title: "c3", dueDate: "2027-01-05" },
        ],
      },
    ]);
  });

  it("shares the days equally when a duration cannot be read", () => {
    const phases = ["Days 1–50", "soon", "Days 51–60"].map((duration, i) => ({
      phase: `P${i}`,
      duration,
      tasks: [],
    }));
    expect(spans(phases, 30)).toEqual([
      ["P0", "2026-01-05", "2026-01-14"],
      ["P1", "2026-01-15", "2026-01-24"],
      ["P2", "2026-01-25", "2026-02-03"],
    ]);
  });

  it("has nothing to lay out without phases", () => {
    expect(layOutMilestones([], 30, "2026-01-05")).toEqual([]);
  });
});

const phaseArb: fc.Arbitrary<RoadmapPhase> = fc.record({
  phase: fc.string({ minLength: 1, maxLength: 20 }),
  duration: fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 40 }))
      .map(([from, extra]) => `Days ${from}–${from + extra}`),
    fc.integer({ min: 1, max: 10 }).map((n) => `${n} weeks`),
    fc.string({ maxLength: 10 }),
  ),
  tasks: fc.array(fc.string({ maxLength: 10 }), { maxLength: 12 }),
});
const startArb = fc.integer({ min: 0, max: 20_000 }).map((offset) => addDays("2000-01-01", offset));

describe("layOutMilestones, over generated plans", () => {
  it("covers exactly the roadmap: contiguous, ordered, inside the range, a day each at least", () => {
    fc.assert(
      fc.property(
        fc.array(phaseArb, { minLength: 1, maxLength: 15 }),
        fc.oneof(fc.constantFrom(7, 30, 60), fc.integer({ min: 1, max: 120 })),
        startArb,
        (phases, days, start) => {
          const milestones = layOutMilestones(phases, days, start);
          const last = addDays(start, days - 1);
          expect(milestones).toHaveLength(Math.min(phases.length, days));
          expect(milestones[0]?.startDate).toBe(start);
          expect(milestones.at(-1)?.dueDate).toBe(last);
          milestones.forEach((milestone, i) => {
            expect(milestone.position).toBe(i);
            expect(milestone.startDate <= milestone.dueDate).toBe(true);
            if (i > 0) {
              expect(milestone.startDate).toBe(addDays(milestones[i - 1]?.dueDate ?? "", 1));
            }
            const dues = milestone.tasks.map((task) => task.dueDate);
            expect([...dues].sort()).toEqual(dues);
            for (const due of dues) {
              expect(due >= milestone.startDate && due <= milestone.dueDate).toBe(true);
            }
            if (dues.length > 0) expect(dues.at(-1)).toBe(milestone.dueDate);
          });
          // Every task of the plan, once, in the plan's order.
          expect(milestones.flatMap((m) => m.tasks.map((t) => t.title))).toEqual(
            phases.flatMap((p) => p.tasks),
          );
        },
      ),
    );
  });

  it("lays every wizard plan on 7, 30 and 60 days", () => {
    for (const experienceLevel of EXPERIENCE_LEVELS) {
      const plan = recommend(wizardInput.parse({ industry: "Technology", experienceLevel }));
      for (const days of [7, 30, 60]) {
        const milestones = layOutMilestones(plan.setup_plan, days, "2026-03-02");
        expect(milestones.at(-1)?.dueDate).toBe(addDays("2026-03-02", days - 1));
        if (days === 60) {
          // The wizard's own day numbers, exactly.
          expect(milestones.map((m) => daysBetween("2026-03-02", m.startDate) + 1)).toEqual(
            plan.setup_plan.map((p) => Number(/\d+/.exec(p.duration)?.[0])),
          );
        }
      }
    }
  });
});
