import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatWeek } from "./format.js";

describe("dates (en-GB in both apps)", () => {
  it("shows a calendar day as set, in any time zone", () => {
    expect(formatCalendarDate("2030-05-17T00:00:00.000Z")).toBe("17 May 2030");
    expect(formatCalendarDate("2024-06-18", "long")).toBe("18 June 2024");
  });

  it("shows moments day first", () => {
    expect(formatDate("2026-03-03T12:00:00Z")).toBe("3 Mar 2026");
    expect(formatWeek("2026-03-03T12:00:00Z")).toBe("3 Mar");
  });
});
