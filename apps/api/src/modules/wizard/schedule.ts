/**
 * The phases of a plan on the calendar: the experience level's schedule laid end to end from
 * day 1, and where a task lands when its phase is not in that schedule.
 */

import type { PhaseKey } from "./knowledge/plan-task.js";
import type { Experience } from "./knowledge/types.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";

export interface PhaseSpan {
  phase: PhaseKey;
  title: string;
  startDay: number;
  endDay: number;
}

export function scheduleFor(experience: Experience): PhaseSpan[] {
  let day = 1;
  return KNOWLEDGE_BASE.experience[experience].schedule.map(({ phase, days }) => {
    const span = {
      phase,
      title: KNOWLEDGE_BASE.phases[phase].title,
      startDay: day,
      endDay: day + days - 1,
    };
    day += days;
    return span;
  });
}

/** The span a task of `phase` belongs to, following the phases' fallbacks. */
export function spanFor(schedule: readonly PhaseSpan[], phase: PhaseKey): PhaseSpan {
  const span = schedule.find((candidate) => candidate.phase === phase);
  if (span) return span;
  const fallback = KNOWLEDGE_BASE.phases[phase].fallback;
  if (!fallback) throw new Error(`No phase to hold "${phase}" tasks in this schedule`);
  return spanFor(schedule, fallback);
}

/** The span that holds a given day. */
export function spanOnDay(schedule: readonly PhaseSpan[], day: number): PhaseSpan {
  const span = schedule.find((candidate) => candidate.startDay <= day && day <= candidate.endDay);
  if (!span) throw new Error(`No phase holds day ${day}`);
  return span;
}
