/**
 * When a recurrence occurs — a routine's (docs/routines.md), a rule's on a schedule
 * (docs/rules.md) — purely: its RFC 5545 rule is read by `rrule` in
 * floating time — the wall clock of the routine's time zone, written as if it were UTC — and each
 * wall-clock occurrence is then placed in its zone, so that a 09:30 stand-up in Paris stays at
 * 09:30 across the change to summer time. No clock here: `now` is a parameter.
 */
import { createRequire } from "node:module";
import { MAX_CATCH_UP_OCCURRENCES, ROUTINE_CATCH_UP_DAYS } from "@cairn/schema/routines";

// rrule 2.8 ships CommonJS as its `main` and an ES build Node cannot load (no "type": "module",
// no `exports`), so Node's ESM loader sees no named exports: it is required, as Node would.
const { RRule } = createRequire(import.meta.url)("rrule") as typeof import("rrule");
type RRule = InstanceType<typeof RRule>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** More than any zone's distance from UTC, so a window of instants covers its wall clock. */
const ZONE_MARGIN_MS = 15 * 60 * 60 * 1000;

export interface Schedule {
  recurrence: string;
  /** `YYYY-MM-DD` */
  startsOn: string;
  /** `HH:MM` */
  time: string;
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`, written as a UTC time (floating time). */
export function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/**
 * The instant a wall-clock time of `timeZone` happens. A time skipped by a change to summer time
 * (02:30 on the night clocks go forward) happens as the same time of the offset before, an hour
 * later; a time that happens twice is its first happening.
 */
export function instantOf(wallClock: number, timeZone: string): number {
  const guess = wallClock - (wallClockOf(wallClock, timeZone) - wallClock);
  const offset = wallClockOf(guess, timeZone) - guess;
  const instant = wallClock - offset;
  // The earlier of two answers when the wall clock happens twice (summer time ends).
  const earlier = instant - 60 * 60 * 1000;
  return wallClockOf(earlier, timeZone) === wallClock ? earlier : instant;
}

function ruleOf(schedule: Schedule): RRule {
  const [year, month, day] = schedule.startsOn.split("-").map(Number);
  const [hour, minute] = schedule.time.split(":").map(Number);
  const dtstart = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour, minute));
  const options = RRule.parseString(schedule.recurrence);
  // An UNTIL given as a day ends the rule at that day's end, in the routine's wall clock.
  if (options.until && /UNTIL=\d{8}(;|$)/.test(schedule.recurrence)) {
    options.until = new Date(options.until.getTime() + DAY_MS - 1);
  }
  return new RRule({ ...options, dtstart });
}

/**
 * The first occurrence of the rule, in floating time (the routine's wall clock written as UTC),
 * or null when it has none: a calendar's DTSTART, which RFC 5545 counts as an occurrence itself,
 * so it must be one of the rule's.
 */
export function firstWallClock(schedule: Schedule): Date | null {
  const rule = ruleOf(schedule);
  return rule.after(rule.options.dtstart, true);
}

/**
 * The rule as a calendar writes it beside a DTSTART in a time zone: an UNTIL given as a day
 * becomes the instant (UTC) that day ends in the routine's zone, as RFC 5545 requires.
 */
export function calendarRule(schedule: Schedule): string {
  return schedule.recurrence.replace(/UNTIL=(\d{4})(\d{2})(\d{2})(?=;|$)/, (_, y, m, d) => {
    const end = instantOf(
      Date.UTC(Number(y), Number(m) - 1, Number(d), 23, 59, 59),
      schedule.timeZone,
    );
    return `UNTIL=${new Date(end)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`;
  });
}

/** The rule's problem in words when `rrule` cannot expand it, or null. */
export function scheduleProblem(schedule: Schedule): string | null {
  try {
    const rule = ruleOf(schedule);
    rule.after(new Date(Date.UTC(1970, 0, 1)), true);
    return null;
  } catch {
    return "recurrence: this rule cannot be read; try FREQ=WEEKLY;BYDAY=MO";
  }
}

/** The occurrences after `from` and up to `to` (instants, ms), oldest first. */
export function occurrencesBetween(schedule: Schedule, from: number, to: number): number[] {
  const wall = ruleOf(schedule).between(
    new Date(from - ZONE_MARGIN_MS),
    new Date(to + ZONE_MARGIN_MS),
    true,
  );
  return wall
    .map((occurrence) => instantOf(occurrence.getTime(), schedule.timeZone))
    .filter((instant) => instant > from && instant <= to);
}

/** The first occurrence after `after`, or null when the rule has ended. */
export function nextOccurrence(schedule: Schedule, after: number): number | null {
  const rule = ruleOf(schedule);
  let cursor = new Date(after - ZONE_MARGIN_MS);
  // At most a few steps: only the occurrences within the margin before `after` are skipped.
  for (let step = 0; step < 64; step++) {
    const wall = rule.after(cursor, false);
    if (!wall) return null;
    const instant = instantOf(wall.getTime(), schedule.timeZone);
    if (instant > after) return instant;
    cursor = wall;
  }
  return null;
}

/**
 * The occurrences to make now: those after `since` (the last one made, or the moment the routine
 * began to count) and up to `now`, none older than ROUTINE_CATCH_UP_DAYS, at most the latest
 * MAX_CATCH_UP_OCCURRENCES — a routine that missed a week of stand-ups while no server ran makes
 * the last few, not a pile.
 */
export function dueOccurrences(schedule: Schedule, since: number, now: number): number[] {
  const from = Math.max(since, now - ROUTINE_CATCH_UP_DAYS * DAY_MS);
  if (from >= now) return [];
  return occurrencesBetween(schedule, from, now).slice(-MAX_CATCH_UP_OCCURRENCES);
}

/** The day of an occurrence in the routine's zone, `YYYY-MM-DD`: the due day of its task. */
export function occurrenceDay(instant: number, timeZone: string): string {
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 10);
}

/** The schedule in words: "every 2 weeks on Monday at 09:30 (Europe/Paris)". */
export function describeSchedule(schedule: Schedule): string {
  let words: string;
  try {
    words = RRule.fromString(`RRULE:${schedule.recurrence}`).toText();
  } catch {
    words = schedule.recurrence;
  }
  const zone = schedule.timeZone === "UTC" ? "UTC" : `(${schedule.timeZone})`;
  return `${words} at ${schedule.time} ${zone}`;
}
