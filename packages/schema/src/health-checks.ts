/**
 * The weekly health check (docs/health-checks.md): one per project and ISO week, written by
 * the API's scheduled job, listed on the Health tab and posted to Slack/Teams. The report is
 * stored as written (jsonb), so a check reads the same years later whatever the data became.
 */
import { z } from "zod";
import { pageFields, recordId, timestamp } from "./common.js";
import { taskPriority } from "./tasks.js";

const score = z.number().int().min(0).max(100);
/** A calendar day, 'YYYY-MM-DD' (week starts and milestone dates). */
const day = z.iso.date();

export const HEALTH_CHECK_BANDS = ["green", "yellow", "red"] as const;

/** A milestone as the week saw it. */
export const reportMilestone = z.object({
  id: z.number().int(),
  title: z.string(),
  dueDate: day,
  /** Every one of its tasks completed by the week's end (and it has at least one). */
  done: z.boolean(),
  tasks: z.number().int().min(0),
  tasksDone: z.number().int().min(0),
});
export type ReportMilestone = z.infer<typeof reportMilestone>;

export const reportTask = z.object({ id: z.number().int(), title: z.string() });

/** How many tasks, with the first few of them named. */
const taskGroup = z.object({ count: z.number().int().min(0), tasks: z.array(reportTask) });

/** A risk of the project's RAID register (docs/raid.md) as the check saw it. */
export const reportRisk = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Probability × impact, 1–25. */
  score: z.number().int().min(1).max(25),
  reviewDate: day.nullable(),
});
export type ReportRisk = z.infer<typeof reportRisk>;

/** How many risks, with the first few of them named. */
const riskGroup = z.object({ count: z.number().int().min(0), risks: z.array(reportRisk) });

export const reportRecommendation = z.object({
  taskId: z.number().int(),
  taskTitle: z.string(),
  currentPriority: taskPriority,
  recommendedPriority: taskPriority,
  reasoning: z.string(),
});

export const weeklyHealthReport = z.object({
  /** The shape of this report; raised when a field changes meaning. */
  version: z.literal(1),
  /** Monday, UTC: the first day the check covers. */
  weekStart: day,
  /** Sunday: the last day it covers (the week ends at the next Monday 00:00 UTC). */
  weekEnd: day,
  /** When the job wrote it. */
  computedAt: timestamp,
  /**
   * Written after a later week had already ended (the API was not running that Monday): the
   * week is computed as of its end from the data as it was at `computedAt`.
   */
  catchUp: z.boolean(),
  health: z.object({
    score,
    band: z.enum(HEALTH_CHECK_BANDS),
    /** The score of the project's previous check; null for its first. */
    previousScore: score.nullable(),
    /** score − previousScore; null for the first check. */
    change: z.number().int().nullable(),
    taskCompletion: score,
    timeline: score,
    teamEngagement: score,
    risk: score,
  }),
  milestones: z.object({
    /** Due within the week, done or not. */
    due: z.array(reportMilestone),
    /** Due before the week's end and not done by then. */
    late: z.array(reportMilestone),
    /** Became done during the week (their last task was completed in it). */
    done: z.array(reportMilestone),
  }),
  tasks: z.object({
    /** Completed during the week. */
    finished: taskGroup,
    /** Due within the week and not completed by its end. */
    slipped: taskGroup,
  }),
  /**
   * The week's mood figures (mood/readers.ts: only from 3 entries); null when there were fewer
   * than 3 entries — `moodEntries` then says how many there were.
   */
  mood: z
    .object({
      entries: z.number().int().min(1),
      averageMood: z.number(),
      averageEnergy: z.number(),
      averageStress: z.number(),
    })
    .nullable(),
  /** How many mood entries were made during the week (reports written before it was counted have none). */
  moodEntries: z.number().int().min(0).optional(),
  /** The priority engine's first three recommendations at the week's end. */
  recommendations: z.array(reportRecommendation).max(3),
  /**
   * The RAID register's open risks when the check was written (the register keeps no history):
   * those scoring 15 or more, highest first, and those whose review day was before the week's
   * end, oldest review first. Reports written before the register have none.
   */
  raid: z.object({ highRisks: riskGroup, overdueReviews: riskGroup }).optional(),
  /** One paragraph in plain words: what the Slack/Teams message and the list lead with. */
  summary: z.string(),
});
export type WeeklyHealthReport = z.infer<typeof weeklyHealthReport>;

export const healthCheck = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  weekStart: day,
  score,
  previousScore: score.nullable(),
  report: weeklyHealthReport,
  createdAt: timestamp,
});
export type HealthCheck = z.infer<typeof healthCheck>;

/**
 * The week so far (`GET /api/projects/{projectId}/health-checks/upcoming`): the report the next
 * weekly check would write if the week ended now, computed on request and not kept — its
 * finished, slipped, late and overdue counted up to `asOf`, its risks the register's now.
 */
export const upcomingHealthCheck = z.object({
  projectId: z.number().int(),
  weekStart: day,
  score,
  /** The score of the project's latest check; null before its first. */
  previousScore: score.nullable(),
  asOf: timestamp,
  report: weeklyHealthReport,
});
export type UpcomingHealthCheck = z.infer<typeof upcomingHealthCheck>;

export const upcomingHealthCheckInput = z.strictObject({ projectId: recordId });

/** `GET /api/projects/{projectId}/health-checks`: newest week first, paged. */
export const listHealthChecksInput = z.strictObject({ projectId: recordId, ...pageFields });
