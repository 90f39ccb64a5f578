/**
 * Project health: pure and deterministic (the moment of evaluation is an argument, so the same
 * function also rebuilds past weekly snapshots). Formulas in README.md beside this file.
 */
import { RISK_SPLIT } from "@cairn/schema/constants";
import { DAY_MS, daysUntilDueDay, finishedLate, isPastDue } from "@cairn/schema/due-dates";
import type { HealthScoreKey } from "@cairn/schema/health";
import { KPI_DEFAULT_WEEKS } from "@cairn/schema/kpis";
import { moodAverages, moodParticipation, NOT_ENOUGH_ENTRIES } from "../mood/readers.js";

export interface HealthTask {
  status: "pending" | "in_progress" | "completed";
  priority: "low" | "medium" | "high";
  dueDate: string | null;
  assignedTo: number | null;
  completedAt: string | null;
  createdAt: string;
}

export interface HealthMood {
  userId: number | null;
  moodScore: number;
  energyLevel: number;
  stressLevel: number;
  createdAt: string;
}

export interface HealthScores {
  overallScore: number;
  taskCompletionScore: number;
  timelineScore: number;
  teamEngagementScore: number;
  riskScore: number;
  risk: { schedule: number; resource: number; quality: number };
  /** The scores without enough data to say anything yet: 0 in their field, left out of the overall. */
  unscored: HealthScoreKey[];
  reasons: string[];
}

export const MOOD_WINDOW_DAYS = 14;
export const DUE_SOON_DAYS = 3;
export const OVERALL_WEIGHTS = { completion: 0.35, timeline: 0.3, engagement: 0.2, safety: 0.15 };

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

/**
 * The mood entries the Health tab reads at `asOf`: those of the 14 days up to it (after
 * `asOf` − 14 days, up to `asOf` included) — the engagement score, its reason and the Team panel
 * alike.
 */
export function moodWindow<T extends { createdAt: string }>(
  entries: readonly T[],
  asOf: Date,
): T[] {
  const now = asOf.getTime();
  return entries.filter((entry) => {
    const at = Date.parse(entry.createdAt);
    return at <= now && at > now - MOOD_WINDOW_DAYS * DAY_MS;
  });
}

/** The project as it stood at `asOf`: tasks that existed then, completed only if done by then. */
export function tasksAsOf(tasks: readonly HealthTask[], asOf: Date): HealthTask[] {
  const at = asOf.getTime();
  return tasks
    .filter((task) => Date.parse(task.createdAt) <= at)
    .map((task) =>
      task.completedAt && Date.parse(task.completedAt) > at
        ? { ...task, status: "in_progress", completedAt: null }
        : task,
    );
}

export function computeHealth(
  allTasks: readonly HealthTask[],
  allMood: readonly HealthMood[],
  members: number,
  asOf: Date,
): HealthScores {
  const tasks = tasksAsOf(allTasks, asOf);
  const mood = moodWindow(allMood, asOf);
  const reasons: string[] = [];
  const open = tasks.filter((task) => task.status !== "completed");
  const done = tasks.filter((task) => task.status === "completed");

  // Task completion. Until something is done or due, 0 % done says nothing about a project
  // (its day 0): completion waits for data like the other scores.
  const taskCompletionScore = clamp(percent(done.length, tasks.length));
  const anythingDue =
    done.length > 0 || open.some((task) => task.dueDate && isPastDue(task.dueDate, asOf));
  reasons.push(
    tasks.length === 0
      ? "No tasks yet: completion has not enough data yet."
      : !anythingDue
        ? `0 of ${tasks.length} tasks completed, and none due yet: completion has not enough data yet.`
        : `${done.length} of ${tasks.length} tasks completed (${taskCompletionScore}%).`,
  );

  // Timeline: the share of dated tasks that are on track.
  const dated = tasks.filter((task) => task.dueDate);
  // Due dates are days: overdue once the due day has ended, late when finished after it.
  const overdueOpen = open.filter((task) => task.dueDate && isPastDue(task.dueDate, asOf));
  const lateDone = done.filter(
    (task) => task.dueDate && task.completedAt && finishedLate(task.dueDate, task.completedAt),
  );
  const timelineScore =
    dated.length === 0
      ? 0
      : clamp(100 * (1 - (overdueOpen.length + 0.5 * lateDone.length) / dated.length));
  reasons.push(
    dated.length === 0
      ? "No task has a due date, so the timeline cannot be judged yet: not enough data."
      : `${overdueOpen.length} open task${overdueOpen.length === 1 ? " is" : "s are"} overdue and ${lateDone.length} finished late, of ${dated.length} with due dates.`,
  );

  // Team engagement from the last 14 days of mood entries, through the one mood figure
  // (mood/readers.ts: one decimal, only from 3 entries), so the reason, the score and the Team
  // Mood panel state the same figures.
  const figures = moodAverages(mood);
  const avgMood = figures.averageMood ?? undefined;
  const avgEnergy = figures.averageEnergy ?? undefined;
  const avgStress = figures.averageStress ?? undefined;
  const participationRate = moodParticipation(mood, members);
  const participation = participationRate / 100;
  let teamEngagementScore = 0;
  if (mood.length === 0) {
    reasons.push(
      `No mood entries in the last ${MOOD_WINDOW_DAYS} days: engagement has not enough data yet.`,
    );
  } else if (avgMood === undefined || avgEnergy === undefined || avgStress === undefined) {
    reasons.push(
      `Mood in the last ${MOOD_WINDOW_DAYS} days: ${NOT_ENOUGH_ENTRIES}, so engagement has not enough data yet.`,
    );
  } else {
    const wellbeing =
      0.4 * ((avgMood - 1) / 4) + 0.3 * ((avgEnergy - 1) / 4) + 0.3 * ((5 - avgStress) / 4);
    teamEngagementScore = clamp(100 * wellbeing * (0.5 + 0.5 * participation));
    reasons.push(
      `Mood ${avgMood.toFixed(1)}, energy ${avgEnergy.toFixed(1)}, stress ${avgStress.toFixed(1)} of 5 over the last ${MOOD_WINDOW_DAYS} days, from ${participationRate}% of the team.`,
    );
  }

  // Risk, split schedule 40% / resource 30% / quality 30% (docs/product.md §4).
  const dueSoon = open.filter((task) => {
    if (!task.dueDate) return false;
    const days = daysUntilDueDay(task.dueDate, asOf);
    return days >= 0 && days <= DUE_SOON_DAYS;
  });
  const schedule = clamp(percent(overdueOpen.length + 0.5 * dueSoon.length, open.length));
  const unassigned = open.filter((task) => task.assignedTo === null);
  const stress = avgStress === undefined ? 0 : (avgStress - 1) / 4;
  const resource = clamp(0.6 * percent(unassigned.length, open.length) + 40 * stress);
  const highOpen = open.filter((task) => task.priority === "high");
  const quality = clamp(
    0.5 * percent(highOpen.length, open.length) + 0.5 * percent(lateDone.length, done.length),
  );
  const riskScore = clamp(
    RISK_SPLIT.schedule * schedule + RISK_SPLIT.resource * resource + RISK_SPLIT.quality * quality,
  );
  reasons.push(
    `Risk ${riskScore}: schedule ${schedule} (overdue or due within ${DUE_SOON_DAYS} days), resource ${resource} (unassigned work, stress), quality ${quality} (open high-priority work, late finishes).`,
  );

  // The overall is the weighted mean of the parts that have data, the weights of the others
  // left out: a new project is not "Poor" for the mood nobody has entered yet.
  const parts = [
    {
      key: "taskCompletion",
      label: "completion",
      weight: OVERALL_WEIGHTS.completion,
      score: taskCompletionScore,
      scored: anythingDue,
    },
    {
      key: "timeline",
      label: "timeline",
      weight: OVERALL_WEIGHTS.timeline,
      score: timelineScore,
      scored: dated.length > 0,
    },
    {
      key: "teamEngagement",
      label: "team engagement",
      weight: OVERALL_WEIGHTS.engagement,
      score: teamEngagementScore,
      scored: avgMood !== undefined,
    },
    {
      key: "risk",
      label: "risk",
      weight: OVERALL_WEIGHTS.safety,
      score: 100 - riskScore,
      scored: tasks.length > 0,
    },
  ] as const;
  const scored = parts.filter((part) => part.scored);
  const weights = scored.reduce((sum, part) => sum + part.weight, 0);
  const overallScore =
    tasks.length === 0
      ? 0
      : clamp(scored.reduce((sum, part) => sum + part.weight * part.score, 0) / weights);
  const unscored: HealthScoreKey[] = parts.flatMap((part) =>
    part.scored || part.key === "risk" ? [] : [part.key],
  );
  if (tasks.length === 0) unscored.unshift("overall");
  else if (scored.length < parts.length) {
    const left = parts.filter((part) => !part.scored).map((part) => part.label);
    reasons.push(
      `Overall from ${listed(scored.map((part) => part.label))}: ${listed(left)} ${left.length === 1 ? "has" : "have"} not enough data yet.`,
    );
  }
  return {
    overallScore,
    taskCompletionScore,
    timelineScore,
    teamEngagementScore,
    riskScore,
    risk: { schedule, resource, quality },
    unscored,
    reasons,
  };
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Up, down or stable against the previous snapshot: a move of more than 5 points counts. */
export function trendOf(current: number, previous: number | undefined): "up" | "down" | "stable" {
  if (previous === undefined) return "stable";
  if (current > previous + 5) return "up";
  if (current < previous - 5) return "down";
  return "stable";
}

export interface TaskMetricsResult {
  totalTasks: number;
  completedTasks: number;
  inProgressTasks: number;
  overdueTasks: number;
  highPriorityTasks: number;
  avgCompletionTime: number;
  insights: string[];
  leadTimeDays: number | null;
  cycleTimeDays: number | null;
}

/**
 * Lead and cycle time of the tasks finished in the KPIs' default period (the last 12 ISO
 * weeks), as the KPIs compute them (kpis/compute.ts `leadTime`, `cycleTime`): medians in days.
 */
export interface FlowTimes {
  leadTimeDays: number | null;
  cycleTimeDays: number | null;
}

/** "3.5 days", "1 day": a number of days as the KPI widgets write it (one decimal). */
export function daysText(days: number): string {
  const rounded = Math.round(days * 10) / 10;
  return rounded === 1 ? "1 day" : `${rounded} days`;
}

export function computeTaskMetrics(
  tasks: readonly HealthTask[],
  now: Date,
  flow: FlowTimes,
): TaskMetricsResult {
  const done = tasks.filter((task) => task.status === "completed");
  const open = tasks.filter((task) => task.status !== "completed");
  const overdue = open.filter((task) => task.dueDate && isPastDue(task.dueDate, now));
  const insights: string[] = [];
  if (tasks.length === 0) insights.push("No tasks yet.");
  else {
    insights.push(`${done.length} of ${tasks.length} tasks are done.`);
    if (overdue.length > 0)
      insights.push(
        `${overdue.length} open task${overdue.length === 1 ? " is" : "s are"} past due.`,
      );
    if (flow.leadTimeDays !== null)
      insights.push(
        `Lead time ${daysText(flow.leadTimeDays)} (creation to done, median of the last ${KPI_DEFAULT_WEEKS} weeks).`,
      );
    if (flow.cycleTimeDays !== null)
      insights.push(
        `Cycle time ${daysText(flow.cycleTimeDays)} (start to done, median of the last ${KPI_DEFAULT_WEEKS} weeks).`,
      );
    const unassigned = open.filter((task) => task.assignedTo === null).length;
    if (unassigned > 0)
      insights.push(`${unassigned} open task${unassigned === 1 ? " has" : "s have"} no assignee.`);
  }
  return {
    totalTasks: tasks.length,
    completedTasks: done.length,
    inProgressTasks: tasks.filter((task) => task.status === "in_progress").length,
    overdueTasks: overdue.length,
    highPriorityTasks: tasks.filter((task) => task.priority === "high").length,
    avgCompletionTime: flow.leadTimeDays ?? 0,
    insights,
    leadTimeDays: flow.leadTimeDays,
    cycleTimeDays: flow.cycleTimeDays,
  };
}
