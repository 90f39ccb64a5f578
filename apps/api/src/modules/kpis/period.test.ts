import { describe, expect, it } from "vitest";
import { mondayOf, resolvePeriod, slotOf } from "./period.js";

const iso = (dates: Date[]) => dates.map((date) => date.toISOString().slice(0, 10));

describe("resolvePeriod", () => {
  it("cuts two whole weeks into their Mondays, after the 14 days before", () => {
    // 2026-11-02 is a Monday; 14 days back from it is 2026-10-19.
    const period = resolvePeriod({ from: "2026-11-02", to: "2026-11-15" }, new Date());
    expect(period.previousFrom).toBe("2026-10-19");
    expect(period.previousTo).toBe("2026-11-01");
    expect(iso(period.boundaries)).toEqual([
      "2026-10-19",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
    expect(period.weekStarts).toEqual(["2026-11-02", "2026-11-09"]);
  });

  it("clips the first and last weeks to a period that starts and ends mid-week", () => {
    // Wednesday 4 to Tuesday 10 November: 7 days, so the period before is 28 Oct to 3 Nov; the
    // weeks are those of Monday 2 Nov (from the 4th) and Monday 9 Nov (to the end of the 10th).
    const period = resolvePeriod({ from: "2026-11-04", to: "2026-11-10" }, new Date());
    expect(iso(period.boundaries)).toEqual([
      "2026-10-28",
      "2026-11-04",
      "2026-11-09",
      "2026-11-11",
    ]);
    expect(period.weekStarts).toEqual(["2026-11-02", "2026-11-09"]);
  });

  it("defaults to the 12 ISO weeks up to today", () => {
    // Thursday 26 November 2026: its Monday is the 23rd; 11 Mondays before is 7 September.
    const period = resolvePeriod({}, new Date("2026-11-26T15:00:00Z"));
    expect(period.from).toBe("2026-09-07");
    expect(period.to).toBe("2026-11-26");
    expect(period.weekStarts).toHaveLength(12);
  });

  it("keeps a period given only its start within the longest allowed", () => {
    const period = resolvePeriod({ from: "2024-01-01" }, new Date("2026-11-26T15:00:00Z"));
    // 366 days from 1 January 2024 (a leap year) end on 31 December 2024.
    expect(period.to).toBe("2024-12-31");
  });
});

describe("slotOf and mondayOf", () => {
  it("counts the boundaries at or before an instant, as width_bucket does", () => {
    const boundaries = ["2026-10-19", "2026-11-02", "2026-11-09"].map((d) => new Date(d));
    expect(slotOf("2026-10-18T23:59:59Z", boundaries)).toBe(0);
    expect(slotOf("2026-11-02T00:00:00Z", boundaries)).toBe(2);
    expect(slotOf("2026-11-20T00:00:00Z", boundaries)).toBe(3);
  });

  it("finds the Monday of a Sunday and of a Monday", () => {
    expect(mondayOf("2026-11-15")).toBe("2026-11-09");
    expect(mondayOf("2026-11-09")).toBe("2026-11-09");
  });
});
