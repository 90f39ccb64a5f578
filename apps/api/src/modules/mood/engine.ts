/**
 * Mood statistics, pure (formulas in README.md). Averages are given only from 3 entries up, so a
 * single person's answers cannot be read off the numbers.
 */
import type { MoodStats } from "@cairn/schema/mood";
import { MIN_ENTRIES_FOR_AVERAGES, moodAverages, moodParticipation } from "./readers.js";

export { MIN_ENTRIES_FOR_AVERAGES };
export const TREND_THRESHOLD = 0.2;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MoodPoint {
  userId: number | null;
  moodScore: number;
  energyLevel: number;
  stressLevel: number;
  createdAt: string;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function moodStats(
  inPeriod: readonly MoodPoint[],
  lastTwoWeeks: readonly MoodPoint[],
  members: number,
  now: Date,
): MoodStats {
  const enough = inPeriod.length >= MIN_ENTRIES_FOR_AVERAGES;
  const weekAgo = now.getTime() - 7 * DAY_MS;
  const thisWeek = lastTwoWeeks.filter((entry) => Date.parse(entry.createdAt) > weekAgo);
  const lastWeek = lastTwoWeeks.filter((entry) => Date.parse(entry.createdAt) <= weekAgo);
  let weeklyTrend: MoodStats["weeklyTrend"] = "flat";
  // Compared only between two weeks of enough entries each (readers.ts): a trend is a figure too.
  if (thisWeek.length >= MIN_ENTRIES_FOR_AVERAGES && lastWeek.length >= MIN_ENTRIES_FOR_AVERAGES) {
    const change =
      mean(thisWeek.map((entry) => entry.moodScore)) -
      mean(lastWeek.map((entry) => entry.moodScore));
    if (change > TREND_THRESHOLD) weeklyTrend = "up";
    else if (change < -TREND_THRESHOLD) weeklyTrend = "down";
  }
  const figures = moodAverages(inPeriod);
  return {
    averageMood: figures.averageMood,
    averageEnergy: figures.averageEnergy,
    averageStress: figures.averageStress,
    weeklyTrend,
    participationRate: moodParticipation(inPeriod, members),
    totalEntries: inPeriod.length,
    ...(enough
      ? {}
      : {
          note: `Averages appear from ${MIN_ENTRIES_FOR_AVERAGES} entries, so no one's answers can be singled out.`,
        }),
  };
}

/** The start of a period: 7 days back for 'week', 30 for 'month', none for 'all'. */
export function periodStart(period: "all" | "week" | "month", now: Date): Date | undefined {
  if (period === "all") return undefined;
  return new Date(now.getTime() - (period === "week" ? 7 : 30) * DAY_MS);
}
