/** What the weekly reports list says about a check, as pure functions (tested on their own). */
import type { WeeklyHealthReport } from "@cairn/schema/health-checks";

export type Change = "up" | "down" | "same" | "first";

/** The score's move since the previous check, in words a screen reader reads as well. */
export function scoreChange(health: WeeklyHealthReport["health"]): {
  direction: Change;
  text: string;
} {
  const change = health.change;
  if (change === null || health.previousScore === null)
    return { direction: "first", text: "First check" };
  if (change === 0) return { direction: "same", text: "Unchanged since last week" };
  return change > 0
    ? { direction: "up", text: `Up ${change} since last week (was ${health.previousScore})` }
    : { direction: "down", text: `Down ${-change} since last week (was ${health.previousScore})` };
}

/**
 * "and 3 more" after the named items of a group (its tasks, its risks: the report names the
 * first few and counts them all), when the group counts more than it names.
 */
export function moreThanNamed(count: number, named: readonly unknown[]): string | null {
  const more = count - named.length;
  return more > 0 ? `and ${more} more` : null;
}

/**
 * The Mood section of a week without figures: none at all, or fewer than 3 entries (figures are
 * given only from 3, the API's readers rule). Reports written before the count was kept say
 * only that there were no figures.
 */
export function noMoodFigures(entries: number | undefined): string {
  if (entries === undefined || entries === 0) return "No mood entries this week.";
  return `${entries} mood ${entries === 1 ? "entry" : "entries"} this week: figures are shown from 3 entries.`;
}
