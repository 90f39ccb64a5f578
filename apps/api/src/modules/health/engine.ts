/**
 * Project health: pure and deterministic (the moment of evaluation is an argument, so the same
 * function also rebuilds past weekly snapshots). Formulas in README.md beside this file.
 */
import { RISK_SPLIT } from "@cairn/schema/constants";
import { DAY_MS, daysUntilDueDay, finishedLate, isPastDue } from "@cairn/schema/due-dates";

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
  reasons: string[];
}

export const MOOD_WINDOW_DAYS = 14;
export const DUE_SOON_DAYS = 3;
export const OVERALL_WEIGHTS = { completion: 0.35, timeline: 0.3, engagement: 0.2, safety: 0.15 };

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const average = (values: number[]) =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

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
  const now = asOf.getTime();
  const tasks = tasksAsOf(allTasks, asOf);
  const mood = allMood.filter((entry) => {
    const at = Date.parse(entry.createdAt);
    return at <= now && at > now - MOOD_WINDOW_DAYS * DAY_MS;
  });
  const reasons: string[] = [];
  const open = tasks.filter((task) => task.status !== "completed");
  const done = tasks.filter((task) => task.status === "completed");

  // Task completion.
  const taskCompletionScore = clamp(percent(done.length, tasks.length));
  reasons.push(
    tasks.length === 0
      ? "No tasks yet: completion is 0."
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
      ? "No task has a due date, so the timeline cannot be judged: timeline is 0."
      : `${overdueOpen.length} open task${overdueOpen.length === 1 ? " is" : "s are"} overdue and ${lateDone.length} finished late, of ${dated.length} with due dates.`,
  );

  // Team engagement from the last 14 days of mood entries.
  const avgMood = average(mood.map((entry) => entry.moodScore));
  const avgEnergy = average(mood.map((entry) => entry.energyLevel));
  const avgStress = average(mood.map((entry) => entry.stressLevel));
  const authors = new Set(mood.map((entry) => entry.userId ?? -1)).size;
  const participation = members === 0 ? 0 : Math.min(1, authors / members);
  let teamEngagementScore = 0;
  if (avgMood === undefined || avgEnergy === undefined || avgStress === undefined) {
    reasons.push(`No mood entries in the last ${MOOD_WINDOW_DAYS} days: engagement is 0.`);
  } else {
    const wellbeing =
      0.4 * ((avgMood - 1) / 4) + 0.3 * ((avgEnergy - 1) / 4) + 0.3 * ((5 - avgStress) / 4);
    teamEngagementScore = clamp(100 * wellbeing * (0.5 + 0.5 * participation));
    reasons.push(
      `Mood ${avgMood.toFixed(1)}, energy ${avgEnergy.toFixed(1)}, stress ${avgStress.toFixed(1)} of 5, from ${Math.round(participation * 100)}% of the team.`,
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

  const overallScore =
    tasks.length === 0
      ? 0
      : clamp(
          OVERALL_WEIGHTS.completion * taskCompletionScore +
            OVERALL_WEIGHTS.timeline * timelineScore +
            OVERALL_WEIGHTS.engagement * teamEngagementScore +
            OVERALL_WEIGHTS.safety * (100 - riskScore),
        );
  return {
    overallScore,
    taskCompletionScore,
    timelineScore,
    teamEngagementScore,
    riskScore,
    risk: { schedule, resource, quality },
    reasons,
  };
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
}

export function computeTaskMetrics(tasks: readonly HealthTask[], now: Date): TaskMetricsResult {
  const done = tasks.filter((task) => task.status === "completed");
  const open = tasks.filter((task) => task.status !== "completed");
  const overdue = open.filter((task) => task.dueDate && isPastDue(task.dueDate, now));
  const durations = done
    .filter((task) => task.completedAt)
    .map((task) => (Date.parse(task.completedAt ?? "") - Date.parse(task.createdAt)) / DAY_MS)
    .filter((days) => days >= 0);
  const avgCompletionTime = Math.round((average(durations) ?? 0) * 10) / 10;
  const insights: string[] = [];
  if (tasks.length === 0) insights.push("No tasks yet.");
  else {
    insights.push(`${done.length} of ${tasks.length} tasks are done.`);
    if (overdue.length > 0)
      insights.push(
        `${overdue.length} open task${overdue.length === 1 ? " is" : "s are"} past due.`,
      );
    if (durations.length > 0)
      insights.push(`A task takes ${avgCompletionTime} days from creation to done, on average.`);
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
    avgCompletionTime,
    insights,
  };
}
