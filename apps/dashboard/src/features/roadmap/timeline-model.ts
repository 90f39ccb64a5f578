/**
 * The Roadmap tab's timeline as numbers: a day grid from the project's start to the last due
 * day (today included), where each milestone's bar lies, and what dragging or arrowing one of
 * its edges makes of its dates. Pure: calendar days are `YYYY-MM-DD` strings in UTC.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Width of one day of the grid, in pixels. */
export const DAY_WIDTH = 28;

export type Edge = "start" | "due";

export interface Span {
  startDate: string;
  dueDate: string;
}

export interface TimelineMilestone extends Span {
  id: number;
}

function time(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(time(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((time(to) - time(from)) / DAY_MS);
}

export interface Grid {
  /** The first day shown. */
  first: string;
  /** How many days are shown. */
  days: number;
}

/**
 * The days the timeline shows: from the project's start (or the earliest milestone, or today)
 * to the last due day, stretched to hold today so its line is always on the grid.
 */
export function gridFor(
  milestones: readonly Span[],
  today: string,
  startDate: string | null = null,
): Grid {
  const starts = [startDate, ...milestones.map((m) => m.startDate), today].filter(
    (day): day is string => day !== null,
  );
  const ends = [...milestones.map((m) => m.dueDate), today];
  // `YYYY-MM-DD` sorts as the calendar does.
  const first = [...starts].sort()[0] ?? today;
  const last = [...ends].sort().at(-1) ?? today;
  return { first, days: daysBetween(first, last) + 1 };
}

/** Where a bar lies: from the left of its start day to the right of its due day. */
export function barGeometry(grid: Grid, span: Span): { left: number; width: number } {
  return {
    left: daysBetween(grid.first, span.startDate) * DAY_WIDTH,
    width: (daysBetween(span.startDate, span.dueDate) + 1) * DAY_WIDTH,
  };
}

/** The x of the middle of a day's column (today's line). */
export function dayCenter(grid: Grid, day: string): number {
  return (daysBetween(grid.first, day) + 0.5) * DAY_WIDTH;
}

/** A pointer moved by `dx` pixels: whole days, to the nearest. */
export function pixelsToDays(dx: number): number {
  const days = Math.round(dx / DAY_WIDTH);
  return days === 0 ? 0 : days; // never -0
}

/**
 * An edge moved by `days`: the start never passes the due day, nor the due day the start (a
 * milestone keeps at least one day).
 */
export function moveEdge(span: Span, edge: Edge, days: number): Span {
  if (edge === "start") {
    const moved = addDays(span.startDate, days);
    if (moved > span.dueDate) return { ...span, startDate: span.dueDate };
    return { ...span, startDate: moved };
  }
  const moved = addDays(span.dueDate, days);
  if (moved < span.startDate) return { ...span, dueDate: span.startDate };
  return { ...span, dueDate: moved };
}

/**
 * Whether saving `changed` (the milestone `id` with its new dates) would make it overlap a
 * later one, and by how many days the following ones would then shift (as far as its due day
 * moved). 0 when nothing overlaps or the due day did not move later.
 */
export function followingShift(
  milestones: readonly TimelineMilestone[],
  id: number,
  changed: Span,
): number {
  const index = milestones.findIndex((m) => m.id === id);
  const before = milestones[index];
  if (!before) return 0;
  const shift = daysBetween(before.dueDate, changed.dueDate);
  if (shift <= 0) return 0;
  const overlaps = milestones.slice(index + 1).some((next) => next.startDate <= changed.dueDate);
  return overlaps ? shift : 0;
}

/** Days a month label takes on the grid ("30 Sept 2026" in the header's small type, with room). */
const LABEL_DAYS = 4;

/**
 * The grid's month labels: where each month begins, and the grid's first day when a month's
 * label does not follow too closely. A label that would run past the grid's end or into the
 * next one is left out (the grid's first day, if nothing else fits).
 */
export function monthStarts(grid: Grid): { day: string; offset: number }[] {
  const candidates: { day: string; offset: number }[] = [];
  for (let i = 0; i < grid.days; i += 1) {
    const day = addDays(grid.first, i);
    if (i === 0 || day.endsWith("-01")) candidates.push({ day, offset: i });
  }
  const marks = candidates.filter((mark, index) => {
    const next = candidates[index + 1];
    // Room up to the next label, or to the grid's end for the last one.
    return (next?.offset ?? grid.days) - mark.offset >= LABEL_DAYS;
  });
  return marks.length > 0 ? marks : candidates.slice(0, 1);
}
