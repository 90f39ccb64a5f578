import { describe, expect, it } from "vitest";
import { daysUntilDueDay, finishedLate, isPastDue, startOfUtcDay } from "./due-dates.js";

const at = (iso: string) => new Date(iso);

describe("due days", () => {
  it("a task due today is not overdue until the day has ended", () => {
    expect(isPastDue("2026-11-26T00:00:00.000Z", at("2026-11-26T00:00:00.000Z"))).toBe(false);
    expect(isPastDue("2026-11-26T00:00:00.000Z", at("2026-11-26T23:59:59.999Z"))).toBe(false);
    expect(isPastDue("2026-11-26T00:00:00.000Z", at("2026-11-27T00:00:00.000Z"))).toBe(true);
    expect(isPastDue("2026-11-25T00:00:00.000Z", at("2026-11-26T08:00:00.000Z"))).toBe(true);
  });

  it("a due date with a time of day still means that day", () => {
    expect(isPastDue("2026-11-26T17:00:00.000Z", at("2026-11-26T18:00:00.000Z"))).toBe(false);
    expect(isPastDue("2026-11-26T17:00:00+00:00", at("2026-11-27T00:00:01.000Z"))).toBe(true);
  });

  it("finished on its due day is on time; the day after is late", () => {
    expect(finishedLate("2026-11-26T00:00:00.000Z", "2026-11-26T22:00:00.000Z")).toBe(false);
    expect(finishedLate("2026-11-26T00:00:00.000Z", "2026-11-27T00:00:00.000Z")).toBe(true);
    expect(finishedLate("2026-11-26T00:00:00.000Z", "2026-11-20T09:00:00.000Z")).toBe(false);
  });

  it("counts whole days to the due day", () => {
    const now = at("2026-11-26T15:30:00.000Z");
    expect(daysUntilDueDay("2026-11-26T00:00:00.000Z", now)).toBe(0);
    expect(daysUntilDueDay("2026-11-27T00:00:00.000Z", now)).toBe(1);
    expect(daysUntilDueDay("2026-11-24T00:00:00.000Z", now)).toBe(-2);
    expect(startOfUtcDay(now)).toBe(Date.parse("2026-11-26T00:00:00.000Z"));
  });
});
