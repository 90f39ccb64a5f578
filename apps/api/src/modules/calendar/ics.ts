/**
 * A calendar of routines as an iCalendar file (RFC 5545), for calendar apps to subscribe to: one
 * recurring event per routine that runs (a paused one, or one whose rule has ended, is left
 * out), at its time in its zone (TZID: the IANA name, which Google, Apple and Microsoft
 * calendars read), lasting its duration. Written by `ical-generator`, which escapes and folds.
 */
import ical from "ical-generator";
import { calendarRule, firstWallClock } from "../../lib/recurrence.js";
import { scheduleOf } from "../routines/present.js";
import type { RoutineRow } from "../routines/routines.repo.js";

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

export function routinesCalendar(
  name: string,
  routines: readonly (RoutineRow & { projectName?: string })[],
): string {
  const calendar = ical({
    name,
    prodId: { company: "Cairn", product: "Routines", language: "EN" },
  });
  for (const routine of routines) {
    if (routine.paused) continue;
    const schedule = scheduleOf(routine);
    // Floating time, read by ical-generator as the wall clock of `timezone`.
    const start = firstWallClock(schedule);
    if (!start) continue;
    const zoned = routine.timeZone !== "UTC";
    calendar.createEvent({
      id: `routine-${routine.id}@cairn`,
      start,
      end: new Date(start.getTime() + routine.durationMinutes * 60_000),
      ...(zoned ? { timezone: routine.timeZone } : {}),
      summary: routine.projectName ? `${routine.name} · ${routine.projectName}` : routine.name,
      description: routine.taskDescription ?? undefined,
      repeating: `RRULE:${calendarRule(schedule)}`,
      stamp: new Date(routine.updatedAt),
    });
  }
  return calendar.toString();
}
