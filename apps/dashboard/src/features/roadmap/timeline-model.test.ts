import { describe, expect, it } from "vitest";
import {
  addDays,
  barGeometry,
  DAY_WIDTH,
  dayCenter,
  followingShift,
  gridFor,
  monthStarts,
  moveEdge,
  pixelsToDays,
} from "./timeline-model";

const milestones = [
  { id: 1, startDate: "2026-03-02", dueDate: "2026-03-06" },
  { id: 2, startDate: "2026-03-07", dueDate: "2026-03-15" },
  { id: 3, startDate: "2026-03-16", dueDate: "2026-03-31" },
];

describe("gridFor", () => {
  it("runs from the project's start to the last due day", () => {
    expect(gridFor(milestones, "2026-03-10", "2026-03-01")).toEqual({
      first: "2026-03-01",
      days: 31,
    });
  });
  it("stretches to hold today, before or after the roadmap", () => {
    expect(gridFor(milestones, "2026-04-02")).toEqual({ first: "2026-03-02", days: 32 });
    expect(gridFor(milestones, "2026-02-28")).toEqual({ first: "2026-02-28", days: 32 });
  });
  it("is today alone without milestones", () => {
    expect(gridFor([], "2026-03-10")).toEqual({ first: "2026-03-10", days: 1 });
  });
});

describe("geometry", () => {
  const grid = { first: "2026-03-01", days: 31 };
  it("places a bar from its start day's left to its due day's right", () => {
    expect(barGeometry(grid, { startDate: "2026-03-02", dueDate: "2026-03-06" })).toEqual({
      left: 1 * DAY_WIDTH,
      width: 5 * DAY_WIDTH,
    });
    expect(barGeometry(grid, { startDate: "2026-03-01", dueDate: "2026-03-01" })).toEqual({
      left: 0,
      width: DAY_WIDTH,
    });
  });
  it("puts today's line in the middle of its day", () => {
    expect(dayCenter(grid, "2026-03-03")).toBe(2.5 * DAY_WIDTH);
  });
  it("rounds a drag to the nearest whole day", () => {
    expect(pixelsToDays(0)).toBe(0);
    expect(pixelsToDays(DAY_WIDTH * 0.49)).toBe(0);
    expect(pixelsToDays(DAY_WIDTH * 0.51)).toBe(1);
    expect(pixelsToDays(-DAY_WIDTH * 2.6)).toBe(-3);
    expect(Object.is(pixelsToDays(-3), 0)).toBe(true);
  });
  it("labels the first day and each month's first", () => {
    expect(monthStarts({ first: "2026-03-27", days: 40 })).toEqual([
      { day: "2026-03-27", offset: 0 },
      { day: "2026-04-01", offset: 5 },
      { day: "2026-05-01", offset: 35 },
    ]);
  });
  it("leaves out a label that would run into the next one or past the grid's end", () => {
    // 30 Mar yields to 1 Apr two days later; 1 May has three days left, too few for its label.
    expect(monthStarts({ first: "2026-03-30", days: 35 })).toEqual([
      { day: "2026-04-01", offset: 2 },
    ]);
    expect(monthStarts({ first: "2026-03-30", days: 36 })).toEqual([
      { day: "2026-04-01", offset: 2 },
      { day: "2026-05-01", offset: 32 },
    ]);
  });
  it("keeps the first day's label on a grid too short for any", () => {
    expect(monthStarts({ first: "2026-03-31", days: 2 })).toEqual([
      { day: "2026-03-31", offset: 0 },
    ]);
  });
});

describe("moveEdge", () => {
  const span = { startDate: "2026-03-07", dueDate: "2026-03-15" };
  it("moves the due day or the start day", () => {
    expect(moveEdge(span, "due", 3)).toEqual({ startDate: "2026-03-07", dueDate: "2026-03-18" });
    expect(moveEdge(span, "start", -2)).toEqual({ startDate: "2026-03-05", dueDate: "2026-03-15" });
  });
  it("keeps at least one day", () => {
    expect(moveEdge(span, "due", -20)).toEqual({ startDate: "2026-03-07", dueDate: "2026-03-07" });
    expect(moveEdge(span, "start", 20)).toEqual({ startDate: "2026-03-15", dueDate: "2026-03-15" });
  });
  it("crosses month ends", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(moveEdge({ startDate: "2026-01-30", dueDate: "2026-01-31" }, "due", 1).dueDate).toBe(
      "2026-02-01",
    );
  });
});

describe("followingShift", () => {
  it("offers the days the due day moved when it runs into a later milestone", () => {
    expect(followingShift(milestones, 1, { startDate: "2026-03-02", dueDate: "2026-03-09" })).toBe(
      3,
    );
  });
  it("offers nothing when the later ones are still clear, or the due day moved earlier", () => {
    const gap = [
      { id: 1, startDate: "2026-03-02", dueDate: "2026-03-06" },
      { id: 2, startDate: "2026-03-12", dueDate: "2026-03-15" },
    ];
    expect(followingShift(gap, 1, { startDate: "2026-03-02", dueDate: "2026-03-10" })).toBe(0);
    expect(followingShift(milestones, 1, { startDate: "2026-03-02", dueDate: "2026-03-04" })).toBe(
      0,
    );
  });
  it("offers nothing for the last milestone or a start moved", () => {
    expect(followingShift(milestones, 3, { startDate: "2026-03-16", dueDate: "2026-04-05" })).toBe(
      0,
    );
    expect(followingShift(milestones, 2, { startDate: "2026-03-01", dueDate: "2026-03-15" })).toBe(
      0,
    );
  });
});
