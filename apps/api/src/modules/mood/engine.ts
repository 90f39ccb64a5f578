/**
 * Mood statistics, pure (formulas in README.md). Averages are given only from 3 entries up, so a
 * single person's answers cannot be read off the numbers.
 */
import type { MoodStats } from "@cairn/schema/mood";

export const MIN_ENTRIES_FOR_AVERAGES = 3;
export const TREND_THRESHOLD = 0.2;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MoodPoint {
  userId: number | null;
  moodScore: number;
  energyLevel: number;
  stressLevel: number;
  createdAt: string;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
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
  if (thisWeek.length > 0 && lastWeek.length > 0) {
    const change =
      mean(thisWeek.map((entry) => entry.moodScore)) -
      mean(lastWeek.map((entry) => entry.moodScore));
    if (change > TREND_THRESHOLD) weeklyTrend = "up";
    else if (change < -TREND_THRESHOLD) weeklyTrend = "down";
  }
  const authors = new Set(inPeriod.map((entry) => entry.userId).filter((id) => id !== null)).size;
  return {
    averageMood: enough ? oneDecimal(mean(inPeriod.map((entry) => entry.moodScore))) : null,
    averageEnergy: enough ? oneDecimal(mean(inPeriod.map((entry) => entry.energyLevel))) : null,
    averageStress: enough ? oneDecimal(mean(inPeriod.map((entry) => entry.stressLevel))) : null,
    weeklyTrend,
    participationRate: members === 0 ? 0 : Math.min(100, Math.round((100 * authors) / members)),
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
