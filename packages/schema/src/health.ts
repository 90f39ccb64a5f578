import { z } from "zod";
import { timestamp } from "./common.js";
import { TRENDS } from "./constants.js";
import { moodEntry } from "./mood.js";

const score = z.number().int().min(0).max(100);

/** Project health (docs/product.md §3.2), with the reasons behind each score. */
export const projectHealth = z.object({
  projectId: z.number().int(),
  overallScore: score,
  taskCompletionScore: score,
  timelineScore: score,
  teamEngagementScore: score,
  riskScore: score,
  risk: z.object({ schedule: score, resource: score, quality: score }),
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
  avgCompletionTime: z.number(),
  insights: z.array(z.string()),
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
