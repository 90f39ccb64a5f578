/**
 * The weekly health check, pure: which weeks are due for a project at a moment, and the report
 * of one week from the project's data (docs/health-checks.md). No I/O and no clock of its own,
 * so a test, the job and a catch-up of a week long gone all compute the same way.
 *
 * A week is an ISO week in UTC: from Monday 00:00 to the next Monday 00:00 (its "end"). A
 * check covers a week that has ended, and is computed as of that end: tasks that existed then,
 * completed only if completed by then (the rules of the health history, engine.ts tasksAsOf).
 */
import type { ReportMilestone, ReportRisk, WeeklyHealthReport } from "@cairn/schema/health-checks";
import { bandLabel, scoreBandOf } from "@cairn/schema/score-bands";
import { MIN_ENTRIES_FOR_AVERAGES, moodAverages } from "../mood/readers.js";
import { analyzePriorities, type PriorityTask } from "../priority/engine.js";
import { isOpenHighRisk, isOverdueReview } from "../raid/summary.js";
import { computeHealth, type HealthMood, type HealthTask, tasksAsOf } from "./engine.js";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
/** How far back a catch-up reaches: a project never gets more than this many missed weeks. */
export const MAX_CATCH_UP_WEEKS = 8;
/** Tasks named in each group of the report (the count says how many there were). */
export const NAMED_TASKS = 5;

/** Monday 00:00 UTC of the week `at` falls in. */
export function weekStartOf(at: Date): Date {
  const monday = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - monday));
}

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The Monday of the last week that has fully ended at `now`. */
export function lastEndedWeek(now: Date): Date {
  return new Date(weekStartOf(now).getTime() - WEEK_MS);
}

/**
 * The weeks (their Mondays, oldest first) a project still needs a check for at `now`: each
 * ended week after its latest check — or, before its first, from the week it was created —
 * at most the last `max` of them. A project created this week has none until next Monday.
 */
export function dueWeeks(
  now: Date,
  project: { createdAt: string; lastWeekStart: string | null },
  max = MAX_CATCH_UP_WEEKS,
): string[] {
  const latest = lastEndedWeek(now).getTime();
  let first = project.lastWeekStart
    ? Date.parse(`${project.lastWeekStart}T00:00:00Z`) + WEEK_MS
    : weekStartOf(new Date(project.createdAt)).getTime();
  first = Math.max(first, latest - (max - 1) * WEEK_MS);
  const weeks: string[] = [];
  for (let at = first; at <= latest; at += WEEK_MS) weeks.push(isoDay(new Date(at)));
  return weeks;
}

export interface WeeklyTask extends HealthTask {
  id: number;
  title: string;
  description: string | null;
  milestoneId: number | null;
}

export interface WeeklyMilestone {
  id: number;
  title: string;
  dueDate: string;
}

/** An open risk of the RAID register (docs/raid.md): its score is probability × impact. */
export interface WeeklyRisk {
  id: number;
  title: string;
  score: number;
  reviewDate: string | null;
}

export interface WeeklyInput {
  weekStart: string;
  planType: "trial" | "pro" | "scale";
  tasks: readonly WeeklyTask[];
  /** Mood entries of at least the 14 days before the week's end (the engine's window). */
  mood: readonly HealthMood[];
  members: number;
  milestones: readonly WeeklyMilestone[];
  /** The score of the project's previous check, if it has one. */
  previousScore: number | null;
  computedAt: Date;
  catchUp: boolean;
  /**
   * The moment the figures stand at: the week's end (left out) for a written check; now for the
   * week so far (upcoming-check.ts), whose finished, slipped, late and overdue are counted up to
   * it — what the next check says if nothing changes before Monday.
   */
  asOf?: Date;
  /**
   * The RAID register's risks open when the check is written, raised before the week's end;
   * without it (a report computed without the register) the report has no `raid`.
   */
  risks?: readonly WeeklyRisk[];
}

const plural = (count: number, noun: string, nouns = `${noun}s`) =>
  `${count} ${count === 1 ? noun : nouns}`;

export function buildWeeklyReport(input: WeeklyInput): WeeklyHealthReport {
  const start = Date.parse(`${input.weekStart}T00:00:00Z`);
  const weekEnd = isoDay(new Date(start + WEEK_MS - DAY_MS));
  // Up to the week's end, or to the moment of a week so far.
  const endDate = input.asOf ?? new Date(start + WEEK_MS);
  const end = endDate.getTime();
  const scores = computeHealth(input.tasks, input.mood, input.members, endDate);

  // The tasks as they stood at the week's end, with their names back (tasksAsOf keeps order).
  const asOf = tasksAsOf(input.tasks, endDate) as WeeklyTask[];
  const within = (at: string | null) => {
    if (!at) return false;
    const time = Date.parse(at);
    return time >= start && time < end;
  };
  const finished = asOf
    .filter((task) => task.status === "completed" && within(task.completedAt))
    .sort(
      (a, b) => Date.parse(a.completedAt ?? "") - Date.parse(b.completedAt ?? "") || a.id - b.id,
    );
  const slipped = asOf
    .filter((task) => task.status !== "completed" && within(task.dueDate))
    .sort((a, b) => Date.parse(a.dueDate ?? "") - Date.parse(b.dueDate ?? "") || a.id - b.id);
  const named = (tasks: WeeklyTask[]) => ({
    count: tasks.length,
    tasks: tasks.slice(0, NAMED_TASKS).map((task) => ({ id: task.id, title: task.title })),
  });

  // Milestones: done when every task under it was completed by the week's end.
  const milestones = [...input.milestones]
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id)
    .map((milestone) => {
      const tasks = asOf.filter((task) => task.milestoneId === milestone.id);
      const done = tasks.filter((task) => task.status === "completed");
      const lastDone = Math.max(...done.map((task) => Date.parse(task.completedAt ?? "")));
      const entry: ReportMilestone = {
        id: milestone.id,
        title: milestone.title,
        dueDate: milestone.dueDate,
        done: tasks.length > 0 && done.length === tasks.length,
        tasks: tasks.length,
        tasksDone: done.length,
      };
      return { entry, doneThisWeek: entry.done && lastDone >= start };
    });
  const dueThisWeek = milestones
    .filter(({ entry }) => entry.dueDate >= input.weekStart && entry.dueDate <= weekEnd)
    .map(({ entry }) => entry);
  const late = milestones
    .filter(({ entry }) => entry.dueDate < isoDay(endDate) && !entry.done)
    .map(({ entry }) => entry);
  const doneThisWeek = milestones
    .filter(({ doneThisWeek }) => doneThisWeek)
    .map(({ entry }) => entry);

  // The one mood figure (mood/readers.ts): one decimal, and only from 3 entries.
  const weekMood = input.mood.filter((entry) => within(entry.createdAt));
  const figures = moodAverages(weekMood);
  const mood =
    figures.averageMood === null || figures.averageEnergy === null || figures.averageStress === null
      ? null
      : {
          entries: figures.entries,
          averageMood: figures.averageMood,
          averageEnergy: figures.averageEnergy,
          averageStress: figures.averageStress,
        };

  const priorityTasks: PriorityTask[] = asOf.map((task) => ({
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    assignedTo: task.assignedTo,
  }));
  const recommendations = analyzePriorities(priorityTasks, {
    planType: input.planType,
    now: endDate,
  })
    .recommendations.slice(0, 3)
    .map((advice) => ({
      taskId: advice.taskId,
      taskTitle: advice.taskTitle,
      currentPriority: advice.currentPriority,
      recommendedPriority: advice.recommendedPriority,
      reasoning: advice.reasoning,
    }));

  // The register's risks as of the week's end (or now): high from 15, reviews due before its
  // Monday (or today).
  const raid = input.risks && riskGroups(input.risks, isoDay(endDate));

  const report: Omit<WeeklyHealthReport, "summary"> = {
    version: 1,
    weekStart: input.weekStart,
    weekEnd,
    computedAt: input.computedAt.toISOString(),
    catchUp: input.catchUp,
    health: {
      score: scores.overallScore,
      band: scoreBandOf(scores.overallScore),
      previousScore: input.previousScore,
      change: input.previousScore === null ? null : scores.overallScore - input.previousScore,
      taskCompletion: scores.taskCompletionScore,
      timeline: scores.timelineScore,
      teamEngagement: scores.teamEngagementScore,
      risk: scores.riskScore,
    },
    milestones: { due: dueThisWeek, late, done: doneThisWeek },
    tasks: { finished: named(finished), slipped: named(slipped) },
    mood,
    moodEntries: weekMood.length,
    recommendations,
    ...(raid ? { raid } : {}),
  };
  return { ...report, summary: summarize(report) };
}

/** The open high risks (highest first) and the overdue reviews (oldest first), a few named. */
function riskGroups(
  risks: readonly WeeklyRisk[],
  today: string,
): NonNullable<WeeklyHealthReport["raid"]> {
  const asEntry = (risk: WeeklyRisk) => ({
    ...risk,
    kind: "risk" as const,
    status: "open" as const,
  });
  const named = (group: WeeklyRisk[]) => ({
    count: group.length,
    risks: group.slice(0, NAMED_TASKS).map(
      (risk): ReportRisk => ({
        id: risk.id,
        title: risk.title,
        score: risk.score,
        reviewDate: risk.reviewDate,
      }),
    ),
  });
  const high = risks
    .filter((risk) => isOpenHighRisk(asEntry(risk)))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  const overdue = risks
    .filter((risk) => isOverdueReview(asEntry(risk), today))
    .sort((a, b) => (a.reviewDate ?? "").localeCompare(b.reviewDate ?? "") || a.id - b.id);
  return { highRisks: named(high), overdueReviews: named(overdue) };
}

/** The report's one paragraph: every sentence rests on a number of the report. */
export function summarize(report: Omit<WeeklyHealthReport, "summary">): string {
  const { health, milestones, tasks, mood, recommendations } = report;
  const sentences: string[] = [];
  const change = health.change;
  // The band's word, as the Health tab names it (one table: @cairn/schema/score-bands).
  const band = bandLabel(health.band).toLowerCase();
  sentences.push(
    change === null || health.previousScore === null
      ? `Health ${health.score} (${band}) in the project's first weekly check.`
      : change === 0
        ? `Health ${health.score} (${band}), unchanged since last week.`
        : `Health ${health.score} (${band}), ${change > 0 ? "up" : "down"} ${Math.abs(change)} from ${health.previousScore} last week.`,
  );
  sentences.push(
    `${plural(tasks.finished.count, "task")} finished and ${tasks.slipped.count} slipped (due this week, not done).`,
  );
  if (milestones.due.length + milestones.late.length + milestones.done.length > 0) {
    const dueDone = milestones.due.filter((milestone) => milestone.done).length;
    sentences.push(
      `Milestones: ${milestones.due.length} due this week (${dueDone} done), ${milestones.late.length} late, ${milestones.done.length} completed this week.`,
    );
  }
  const moodEntries = report.moodEntries ?? mood?.entries ?? 0;
  sentences.push(
    mood
      ? `Mood ${mood.averageMood.toFixed(1)} of 5 from ${plural(mood.entries, "entry", "entries")}.`
      : moodEntries === 0
        ? "No mood entries this week."
        : `Mood: ${plural(moodEntries, "entry", "entries")} this week, not enough for figures (they are shown from ${MIN_ENTRIES_FOR_AVERAGES}).`,
  );
  const first = recommendations[0];
  if (first) {
    sentences.push(
      `Top recommendation: make "${first.taskTitle}" ${first.recommendedPriority} priority (now ${first.currentPriority}).`,
    );
  }
  if (report.catchUp) {
    sentences.push(
      `Written late as a catch-up, from the data of ${report.computedAt.slice(0, 10)}.`,
    );
  }
  const raid = report.raid;
  if (raid && raid.highRisks.count + raid.overdueReviews.count > 0) {
    sentences.push(
      `RAID register: ${plural(raid.highRisks.count, "open high risk")} and ${plural(raid.overdueReviews.count, "risk review")} overdue.`,
    );
  }
  return sentences.join(" ");
}
