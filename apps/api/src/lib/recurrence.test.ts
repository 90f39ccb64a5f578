/**
 * When a routine occurs: its rule read in the wall clock of its zone (a Paris stand-up stays at
 * 09:30 across the change to summer time), the catch-up window and cap, the next occurrence,
 * and the rule as a calendar writes it.
 */
import { describe, expect, it } from "vitest";
import {
  calendarRule,
  describeSchedule,
  dueOccurrences,
  firstWallClock,
  instantOf,
  nextOccurrence,
  occurrenceDay,
  occurrencesBetween,
  type Schedule,
  scheduleProblem,
} from "./recurrence.js";

const at = (iso: string) => Date.parse(iso);
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

const weeklyMonday: Schedule = {
  recurrence: "FREQ=WEEKLY;BYDAY=MO",
  startsOn: "2026-03-02",
  time: "09:00",
  timeZone: "UTC",
};

describe("occurrences", () => {
  it("follow the rule from its first day, at its time, in UTC", () => {
    expect(
      iso(occurrencesBetween(weeklyMonday, at("2026-03-01T00:00Z"), at("2026-03-24T00:00Z"))),
    ).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-09T09:00:00.000Z",
      "2026-03-16T09:00:00.000Z",
      "2026-03-23T09:00:00.000Z",
    ]);
  });

  it("keep the wall clock of their zone across the change to summer time", () => {
    const paris: Schedule = { ...weeklyMonday, time: "09:30", timeZone: "Europe/Paris" };
    // Clocks go forward in Paris on Sunday 29 March 2026: 09:30 is 08:30 UTC before, 07:30 after.
    expect(
      iso(occurrencesBetween(paris, at("2026-03-20T00:00Z"), at("2026-04-01T00:00Z"))),
    ).toEqual(["2026-03-23T08:30:00.000Z", "2026-03-30T07:30:00.000Z"]);
  });

  it("place a wall-clock time skipped by summer time an hour later, and a doubled one first", () => {
    // 02:30 on 29 March 2026 does not exist in Paris: it happens as 03:30 summer time.
    expect(new Date(instantOf(at("2026-03-29T02:30Z"), "Europe/Paris")).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    // 02:30 on 25 October 2026 happens twice: the first time, still in summer time.
    expect(new Date(instantOf(at("2026-10-25T02:30Z"), "Europe/Paris")).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });

  it("are made after downtime as far back as seven days, the latest three at most", () => {
    const daily: Schedule = { ...weeklyMonday, recurrence: "FREQ=DAILY" };
    // Last made on 1 March; the server was down until 20 March 12:00.
    const due = dueOccurrences(daily, at("2026-03-01T09:00Z"), at("2026-03-20T12:00Z"));
    expect(iso(due)).toEqual([
      "2026-03-18T09:00:00.000Z",
      "2026-03-19T09:00:00.000Z",
      "2026-03-20T09:00:00.000Z",
    ]);
    // Nothing is due twice: counting from the last one made, the next run finds none.
    expect(dueOccurrences(daily, at("2026-03-20T09:00Z"), at("2026-03-20T12:00Z"))).toEqual([]);
  });

  it("give the next one after a moment, and none once the rule has ended", () => {
    expect(new Date(nextOccurrence(weeklyMonday, at("2026-03-02T09:00Z")) ?? 0).toISOString()).toBe(
      "2026-03-09T09:00:00.000Z",
    );
    const twice = { ...weeklyMonday, recurrence: "FREQ=WEEKLY;BYDAY=MO;COUNT=2" };
    expect(nextOccurrence(twice, at("2026-03-09T09:00Z"))).toBeNull();
  });

  it("fall due on their own day in their zone", () => {
    // 23:30 in Los Angeles on 2 March is 07:30 UTC on 3 March.
    expect(occurrenceDay(at("2026-03-03T07:30Z"), "America/Los_Angeles")).toBe("2026-03-02");
  });
});

describe("a schedule", () => {
  it("is described in words", () => {
    expect(describeSchedule(weeklyMonday)).toBe("every week on Monday at 09:00 UTC");
    expect(
      describeSchedule({
        ...weeklyMonday,
        recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
        time: "14:00",
        timeZone: "Europe/Paris",
      }),
    ).toBe("every 2 weeks on Friday at 14:00 (Europe/Paris)");
  });

  it("starts a calendar on its first occurrence, not on its first day", () => {
    // 1 March 2026 is a Sunday; the first Monday is the 2nd.
    expect(firstWallClock({ ...weeklyMonday, startsOn: "2026-03-01" })?.toISOString()).toBe(
      "2026-03-02T09:00:00.000Z",
    );
  });

  it("ends on a day written as that day's end in its zone, in UTC, for a calendar", () => {
    expect(
      calendarRule({
        ...weeklyMonday,
        recurrence: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260630",
        timeZone: "Europe/Paris",
      }),
    ).toBe("FREQ=WEEKLY;BYDAY=MO;UNTIL=20260630T215959Z");
  });

  it("that rrule cannot expand is a problem in words", () => {
    expect(scheduleProblem(weeklyMonday)).toBeNull();
    expect(scheduleProblem({ ...weeklyMonday, recurrence: "FREQ=WEEKLY;BYDAY=XX" })).toMatch(
      /cannot be read/,
    );
  });
});
