import { z } from "zod";
import { timestamp } from "./common.js";
import { TRENDS } from "./constants.js";

const score = z.number().int().min(0).max(100);

/** Project health (spec §3.2), with the reasons behind each score. */
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

export const healthSnapshot = z.object({
  weekStart: timestamp,
  overallScore: score,
  taskCompletionScore: score,
  timelineScore: score,
  teamEngagementScore: score,
  riskScore: score,
});
export type HealthSnapshot = z.infer<typeof healthSnapshot>;
