import { z } from "zod";
import { queryId, recordId, text, timestamp } from "./common.js";
import { MOOD_PERIODS, MOOD_TRENDS } from "./constants.js";

const moodScale = z
  .number({ error: "must be a whole number from 1 to 5" })
  .int({ error: "must be a whole number from 1 to 5" })
  .min(1, { error: "must be a whole number from 1 to 5" })
  .max(5, { error: "must be a whole number from 1 to 5" });

export const moodPeriod = z.enum(MOOD_PERIODS);

/** A mood entry as listed (docs/product.md §3.2): anonymous entries name no author to non-admins. */
export const moodEntry = z.object({
  id: z.number().int(),
  projectId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  moodScore: moodScale,
  energyLevel: moodScale,
  stressLevel: moodScale,
  notes: z.string().nullable(),
  anonymous: z.boolean(),
  userName: z.string(),
  createdAt: timestamp,
});
export type MoodEntry = z.infer<typeof moodEntry>;

export const moodListInput = z.strictObject({
  project: queryId,
  period: moodPeriod.default("week"),
});

export const moodStatsInput = z.strictObject({
  project: queryId,
  period: moodPeriod.default("week"),
});

export const moodStats = z.object({
  averageMood: z.number().nullable(),
  averageEnergy: z.number().nullable(),
  averageStress: z.number().nullable(),
  weeklyTrend: z.enum(MOOD_TRENDS),
  participationRate: z.number(),
  totalEntries: z.number().int(),
  note: z.string().optional(),
});
export type MoodStats = z.infer<typeof moodStats>;

export const createMoodEntryInput = z.strictObject({
  projectId: recordId,
  moodScore: moodScale,
  energyLevel: moodScale,
  stressLevel: moodScale,
  notes: text()
    .trim()
    .max(1000, { error: "must be at most 1000 characters" })
    .nullish()
    .transform((value) => (value ? value : null)),
  anonymous: z.boolean().default(false),
  // The contract's client sends its user id; the author is always the session's user.
  userId: z.unknown().optional(),
});
