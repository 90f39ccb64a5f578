import { z } from "zod";
import { recordId } from "./common.js";
import { taskPriority } from "./tasks.js";

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
