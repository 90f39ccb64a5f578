import { z } from "zod";
import { recordId } from "./common.js";
import { task, taskPriority, updateTaskPriorityInput } from "./tasks.js";

const percent = z.number().int().min(0).max(100);

export const priorityFactors = z.object({
  urgency: percent,
  impact: percent,
  effort: percent,
  dependencies: percent,
  businessValue: percent,
});
export type PriorityFactors = z.infer<typeof priorityFactors>;

export const priorityRecommendation = z.object({
  taskId: z.number().int(),
  taskTitle: z.string(),
  currentPriority: taskPriority,
  recommendedPriority: taskPriority,
  reasoning: z.string(),
  confidence: percent,
  aiScore: percent,
  factors: priorityFactors,
});
export type PriorityRecommendation = z.infer<typeof priorityRecommendation>;

export const priorityInsights = z.object({
  highPriorityTasks: z.number().int(),
  mediumPriorityTasks: z.number().int(),
  lowPriorityTasks: z.number().int(),
  averageScore: z.number(),
  riskTasks: z.number().int(),
});

export const priorityAnalysis = z.object({
  recommendations: z.array(priorityRecommendation),
  insights: z.object({
    overallInsights: priorityInsights,
    optimizationSuggestions: z.array(z.string()),
    optimizedTasks: z.number().int(),
  }),
});
export type PriorityAnalysis = z.infer<typeof priorityAnalysis>;

export const analyzePrioritiesInput = z.strictObject({
  projectId: recordId,
  // Accepted for compatibility with the contract's client; the engine reads the database instead.
  tasks: z.array(z.unknown()).max(5000).optional(),
});

/** The most recommendations "Accept all" applies in one call. */
export const MAX_PRIORITY_CHANGES = 200;

/** "Accept all": several tasks' new priorities (and AI scores), applied together or not at all. */
export const applyPrioritiesInput = z.strictObject({
  projectId: recordId,
  changes: z
    .array(updateTaskPriorityInput)
    .min(1, { error: "must name at least one task" })
    .max(MAX_PRIORITY_CHANGES, { error: `must name at most ${MAX_PRIORITY_CHANGES} tasks` })
    .refine((changes) => new Set(changes.map((change) => change.taskId)).size === changes.length, {
      error: "must name each task once",
    }),
});
export type ApplyPrioritiesInput = z.input<typeof applyPrioritiesInput>;

export const appliedPriorities = z.object({ tasks: z.array(task) });
