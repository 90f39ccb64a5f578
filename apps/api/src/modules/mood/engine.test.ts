import { describe, expect, it } from "vitest";
import { moodStats, periodStart } from "./engine.js";

const now = new Date("2026-11-21T12:00:00Z");
const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const entry = (userId: number, mood: number, daysAgo: number, energy = 3, stress = 3) => ({
  userId,
  moodScore: mood,
  energyLevel: energy,
  stressLevel: stress,
  createdAt: at(daysAgo),
});

describe("moodStats", () => {
  it("hides averages under 3 entries, so no one can be singled out", () => {
    const two = [entry(1, 5, 1), entry(2, 1, 2)];
    const stats = moodStats(two, two, 4, now);
    expect(stats).toMatchObject({
      averageMood: null,
      averageEnergy: null,
      averageStress: null,
      totalEntries: 2,
    });
    expect(stats.note).toMatch(/from 3 entries/);
  });

  it("averages to one decimal and counts participation against members", () => {
    const entries = [entry(1, 4, 1, 4, 2), entry(2, 3, 2, 3, 3), entry(1, 5, 3, 5, 1)];
    expect(moodStats(entries, entries, 4, now)).toEqual({
      averageMood: 4,
      averageEnergy: 4,
      averageStress: 2,
      weeklyTrend: "flat",
      participationRate: 50,
      totalEntries: 3,
    });
  });

  it("compares this week's mood with last week's, beyond ±0.2", () => {
    const week = (mood: number, daysAgo: number) =>
      [1, 2, 3].map((userId) => entry(userId, mood, daysAgo));
    const rising = [...week(4, 1), ...week(3.7, 9)];
    expect(moodStats(rising, rising, 3, now).weeklyTrend).toBe("up");
    const falling = [...week(3, 1), ...week(4, 9)];
    expect(moodStats(falling, falling, 3, now).weeklyTrend).toBe("down");
    const steady = [...week(4, 1), ...week(3.9, 9)];
    expect(moodStats(steady, steady, 3, now).weeklyTrend).toBe("flat");
  });

  it("gives no trend from a week of fewer than 3 entries", () => {
    const one = [entry(1, 5, 1), entry(1, 1, 9), entry(2, 1, 9), entry(3, 1, 9)];
    expect(moodStats(one, one, 3, now).weeklyTrend).toBe("flat");
  });

  it("reads the periods of the contract", () => {
    expect(periodStart("all", now)).toBeUndefined();
    expect(periodStart("week", now)?.toISOString()).toBe(at(7));
    expect(periodStart("month", now)?.toISOString()).toBe(at(30));
  });
});
