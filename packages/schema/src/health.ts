import { z } from "zod";
import { timestamp } from "./common.js";
import { TRENDS } from "./constants.js";
import { moodEntry } from "./mood.js";

const score = z.number().int().min(0).max(100);

/**
 * The scores that can lack the data to say anything: the overall (a project without tasks),
 * task completion (no tasks), timeline (no due dates), team engagement (fewer than 3 mood
 * entries in 14 days). Such a score is 0 in its field and named in `unscored`: screens show
 * "not enough data yet", and the overall is computed from the others.
 */
export const HEALTH_SCORE_KEYS = [
  "overall",
  "taskCompletion",
  "timeline",
  "teamEngagement",
] as const;
export type HealthScoreKey = (typeof HEALTH_SCORE_KEYS)[number];

/** What a score without enough data says, on every screen. */
export const NOT_ENOUGH_DATA = "Not enough data yet";

/** Project health (docs/product.md §3.2), with the reasons behind each score. */
export const projectHealth = z.object({
  projectId: z.number().int(),
  overallScore: score,
  taskCompletionScore: score,
  timelineScore: score,
  teamEngagementScore: score,
  riskScore: score,
  risk: z.object({ schedule: score, resource: score, quality: score }),
  /** The scores without enough data to say anything yet (see HEALTH_SCORE_KEYS). */
  unscored: z.array(z.enum(HEALTH_SCORE_KEYS)),
  trend: z.enum(TRENDS),
  lastCalculated: timestamp,
  reasons: z.array(z.string()),
});
export type ProjectHealth = z.infer<typeof projectHealth>;

export const taskMetrics = z.object({
  totalTasks: z.number().int(),
  completedTasks: z.number().int(),
  inProgressTasks: z.number().int(),
  overdueTasks: z.number().int(),
  highPriorityTasks: z.number().int(),
  /**
   * The lead time (creation to done) in days: its median over the tasks finished in the last 12
   * ISO weeks, the KPI `lead_time` of the same period; 0 when none finished (kept for older
   * clients: read `leadTimeDays`).
   */
  avgCompletionTime: z.number(),
  insights: z.array(z.string()),
  /** KPI `lead_time` (creation to done, median in days) of the last 12 ISO weeks; null: none finished. */
  leadTimeDays: z.number().nullable(),
  /**
   * KPI `cycle_time` (start to done: the time in In Progress and Review, median in days) of the
   * last 12 ISO weeks; null when no finished task has a recorded start.
   */
  cycleTimeDays: z.number().nullable(),
});
export type TaskMetrics = z.infer<typeof taskMetrics>;

/** One point of the weekly health series: the project as it stood at `weekEnding`. */
/** A week of the health history; its scores are null before the project had any data. */
export const healthSnapshot = z.object({
  weekEnding: timestamp,
  overallScore: score.nullable(),
  taskCompletionScore: score.nullable(),
  timelineScore: score.nullable(),
  teamEngagementScore: score.nullable(),
  riskScore: score.nullable(),
});
export type HealthSnapshot = z.infer<typeof healthSnapshot>;

/** Team metrics of a project (docs/product.md §3.2): averages out of 5, participation in percent. */
export const teamMetrics = z.object({
  avgMoodScore: z.number().nullable(),
  avgEnergyLevel: z.number().nullable(),
  avgStressLevel: z.number().nullable(),
  participationRate: z.number(),
  recentEntries: z.array(moodEntry),
  note: z.string().optional(),
});
export type TeamMetrics = z.infer<typeof teamMetrics>;
