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

/** "and 3 more" after the named tasks of a group, when the group has more than it names. */
export function moreThanNamed(group: { count: number; tasks: readonly unknown[] }): string | null {
  const more = group.count - group.tasks.length;
  return more > 0 ? `and ${more} more` : null;
}
