/**
 * The setup plan: the schedule's phases, each holding its own tasks, then the tasks the
 * answers bring, then the health checks. The setup ends on day 30 with a baseline health
 * check; the roadmap's weekly checks fall at the end of weeks 5 to 8, and day 60 closes with a
 * review against the baseline.
 */

import { HEALTH_CHECK_INTERVAL_DAYS, ROADMAP_DAYS, SETUP_DAYS } from "./knowledge/phases.js";
import type { PlanTask } from "./knowledge/plan-task.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { type PhaseSpan, spanFor, spanOnDay } from "./schedule.js";
import { fill, pushUnique, type Vars } from "./text.js";

export interface PlannedPhase extends PhaseSpan {
  tasks: string[];
}

/** The days of the roadmap's weekly health checks: 35, 42, 49, 56. */
export function healthCheckDays(): number[] {
  const days: number[] = [];
  const first =
    Math.ceil((SETUP_DAYS + 1) / HEALTH_CHECK_INTERVAL_DAYS) * HEALTH_CHECK_INTERVAL_DAYS;
  for (let day = first; day <= ROADMAP_DAYS; day += HEALTH_CHECK_INTERVAL_DAYS) days.push(day);
  return days;
}

function healthCheckTasks(): { day: number; text: string }[] {
  return [
    {
      day: SETUP_DAYS,
      text: `Day ${SETUP_DAYS}: baseline health check — record every project's health scores, which the weekly checks compare against`,
    },
    ...healthCheckDays().map((day) => ({
      day,
      text: `Day ${day}: weekly health check — compare each project's scores with last week's and agree one action on the weakest`,
    })),
    {
      day: ROADMAP_DAYS,
      text: `Day ${ROADMAP_DAYS}: roadmap review — compare health scores and KPIs with the day-${SETUP_DAYS} baseline and set the next quarter's priorities`,
    },
  ];
}

/** `tasks` are ready to read (placeholders filled), in the order they should appear. */
export function buildPhases(
  schedule: readonly PhaseSpan[],
  tasks: readonly PlanTask[],
  vars: Vars,
): PlannedPhase[] {
  const phases: PlannedPhase[] = schedule.map((span) => ({
    ...span,
    tasks: KNOWLEDGE_BASE.phases[span.phase].tasks.map((text) => fill(text, vars)),
  }));
  const phaseOf = (span: PhaseSpan) => {
    const phase = phases.find((candidate) => candidate.phase === span.phase);
    if (!phase) throw new Error(`No phase ${span.phase}`);
    return phase;
  };
  for (const task of tasks) pushUnique(phaseOf(spanFor(schedule, task.phase)).tasks, task.text);
  for (const check of healthCheckTasks()) {
    pushUnique(phaseOf(spanOnDay(schedule, check.day)).tasks, check.text);
  }
  return phases;
}
