/**
 * The roadmap engine (docs/roadmap.md): a plan's phases laid on the calendar from a project's
 * start, over the roadmap length of the project's plan (7, 30 or 60 days). Pure: the start day
 * and the length are arguments, so the same call always gives the same roadmap.
 *
 * Rules:
 * - one milestone per phase, in the plan's order, end to end: each starts the day after the
 *   previous one is due; the first starts on the start day, the last is due on start + days − 1;
 * - each phase gets a share of the days proportional to its stated duration ("Days 1–7" is 7
 *   days; the wizard's 60-day plan squeezes into 30 or 7 days in proportion), every milestone at
 *   least one day; when a duration cannot be read, every phase gets an equal share;
 * - when a plan has more phases than the roadmap has days (a 10-phase plan on a 7-day trial),
 *   neighbouring phases are merged, the shortest pair first, until every milestone has a day;
 * - a phase's tasks are due at even steps inside it, the last on the milestone's due day.
 */

export interface RoadmapPhase {
  phase: string;
  duration: string;
  tasks: readonly string[];
}

export interface PlannedTask {
  title: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
}

export interface PlannedMilestone {
  title: string;
  /** Set when phases were merged: the phases it holds, one per line. */
  description: string | null;
  startDate: string;
  dueDate: string;
  /** 0…n-1, in order. */
  position: number;
  tasks: PlannedTask[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toTime(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(time).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a date: ${date}`);
  return time;
}

/** `date` moved by `days` (negative moves back), as `YYYY-MM-DD` in UTC. */
export function addDays(date: string, days: number): string {
  return new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/**
 * The days a phase's duration states: "Days 1–7" (the wizard's form) is 7, "Day 5" is 1,
 * "3 days" is 3, "2 weeks" and "Weeks 3–4" are 14. Undefined when it cannot be read.
 */
export function durationDays(duration: string): number | undefined {
  const text = duration.trim().toLowerCase();
  const range = /^(days?|weeks?)\s+(\d+)\s*(?:[-–—]|to)\s*(\d+)$/.exec(text);
  if (range) {
    const first = Number(range[2]);
    const last = Number(range[3]);
    if (last < first) return undefined;
    const span = last - first + 1;
    return range[1]?.startsWith("week") ? span * 7 : span;
  }
  if (/^(day|week)\s+\d+$/.test(text)) return text.startsWith("week") ? 7 : 1;
  const count = /^(\d+)\s*(days?|weeks?)$/.exec(text);
  if (count) {
    const n = Number(count[1]);
    if (n < 1) return undefined;
    return count[2]?.startsWith("week") ? n * 7 : n;
  }
  return undefined;
}

interface Group {
  titles: string[];
  weight: number;
  tasks: string[];
}

/** Merges neighbours (the lightest pair first, the earliest on a tie) until `count` are left. */
function mergeTo(groups: Group[], count: number): Group[] {
  const merged = [...groups];
  while (merged.length > count) {
    let best = 0;
    for (let i = 1; i < merged.length - 1; i += 1) {
      const pair = (merged[i]?.weight ?? 0) + (merged[i + 1]?.weight ?? 0);
      const bestPair = (merged[best]?.weight ?? 0) + (merged[best + 1]?.weight ?? 0);
      if (pair < bestPair) best = i;
    }
    const [a, b] = merged.slice(best, best + 2) as [Group, Group];
    merged.splice(best, 2, {
      titles: [...a.titles, ...b.titles],
      weight: a.weight + b.weight,
      tasks: [...a.tasks, ...b.tasks],
    });
  }
  return merged;
}

/**
 * Whole days in proportion to `weights`, adding up to `total`, each at least 1 (needs
 * `total >= weights.length`). Largest remainder: floors first, then a day more to the phases
 * furthest below their exact share (earliest first), or a day less from those furthest above.
 */
export function apportion(weights: readonly number[], total: number): number[] {
  if (weights.length === 0) return [];
  if (total < weights.length) throw new RangeError("Fewer days than phases");
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => (sum > 0 ? (total * w) / sum : total / weights.length));
  const days = quotas.map((q) => Math.max(1, Math.floor(q)));
  const gap = (i: number) => (quotas[i] ?? 0) - (days[i] ?? 0);
  let given = days.reduce((a, b) => a + b, 0);
  while (given !== total) {
    let pick = -1;
    for (let i = 0; i < days.length; i += 1) {
      if (given < total) {
        if (pick < 0 || gap(i) > gap(pick)) pick = i;
      } else if ((days[i] ?? 0) > 1 && (pick < 0 || gap(i) < gap(pick))) pick = i;
    }
    const step = given < total ? 1 : -1;
    days[pick] = (days[pick] ?? 0) + step;
    given += step;
  }
  return days;
}

/** Due days of `count` tasks spread evenly over `length` days from `start`, the last on its end. */
export function spreadDueDates(start: string, length: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    addDays(start, Math.ceil(((i + 1) * length) / count) - 1),
  );
}

/** The milestones of a roadmap of `days` days from `startDate` (see the rules above). */
export function layOutMilestones(
  phases: readonly RoadmapPhase[],
  days: number,
  startDate: string,
): PlannedMilestone[] {
  if (!Number.isInteger(days) || days < 1) throw new RangeError("A roadmap lasts at least a day");
  toTime(startDate);
  if (phases.length === 0) return [];
  const stated = phases.map((phase) => durationDays(phase.duration));
  const readable = stated.every((d) => d !== undefined);
  const groups = mergeTo(
    phases.map((phase, i) => ({
      titles: [phase.phase],
      weight: readable ? (stated[i] ?? 1) : 1,
      tasks: [...phase.tasks],
    })),
    days,
  );
  const lengths = apportion(
    groups.map((group) => group.weight),
    days,
  );
  let start = startDate;
  return groups.map((group, position) => {
    const length = lengths[position] ?? 1;
    const dueDate = addDays(start, length - 1);
    const due = spreadDueDates(start, length, group.tasks.length);
    const milestone: PlannedMilestone = {
      title: group.titles.join(" · "),
      description: group.titles.length > 1 ? group.titles.join("\n") : null,
      startDate: start,
      dueDate,
      position,
      tasks: group.tasks.map((title, i) => ({ title, dueDate: due[i] ?? dueDate })),
    };
    start = addDays(dueDate, 1);
    return milestone;
  });
}
