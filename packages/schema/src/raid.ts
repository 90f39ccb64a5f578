/**
 * A project's RAID register (docs/raid.md): its risks, assumptions, issues and decisions, each an
 * entry with an owner and the tasks it concerns. A risk is scored on a 5×5 matrix
 * (probability × impact, 1–25) and carries its response and the day it is next reviewed; a
 * decision says who took it, when and why. The weekly risk review of a team's plan is run here.
 */
import { z } from "zod";
import { optionalText, recordId, requiredText, timestamp } from "./common.js";
import { calendarDate, calendarDateInput } from "./milestones.js";
import { task } from "./tasks.js";

export const RAID_KINDS = ["risk", "assumption", "issue", "decision"] as const;
export const raidKind = z.enum(RAID_KINDS, {
  error: "must be risk, assumption, issue or decision",
});
export type RaidKind = z.infer<typeof raidKind>;

/** Every entry is open until it is dealt with: a risk retired, an issue resolved, … */
export const RAID_STATUSES = ["open", "closed"] as const;
export const raidStatus = z.enum(RAID_STATUSES, { error: "must be open or closed" });
export type RaidStatus = z.infer<typeof raidStatus>;

/** The sides of the risk matrix: 1 (rare, negligible) to 5 (almost certain, severe). */
export const RISK_SCALE_MAX = 5;
/** A risk scoring this much or more (probability × impact) is high: the matrix's red corner. */
export const HIGH_RISK_SCORE = 15;
export const MAX_RAID_TITLE = 200;
export const MAX_RAID_TEXT = 5000;
/** The tasks one entry may name. */
export const MAX_RAID_TASKS = 20;

const RISK_SCALE_MESSAGE = `must be a whole number from 1 to ${RISK_SCALE_MAX}`;
export const riskScale = z
  .int({ error: RISK_SCALE_MESSAGE })
  .min(1, { error: RISK_SCALE_MESSAGE })
  .max(RISK_SCALE_MAX, { error: RISK_SCALE_MESSAGE });

/** A risk's score on the 5×5 matrix. */
export function riskScore(probability: number, impact: number): number {
  return probability * impact;
}

export function isHighRisk(score: number): boolean {
  return score >= HIGH_RISK_SCORE;
}

/** A risk scoring this much or more, and under HIGH_RISK_SCORE, is medium: act this month. */
export const MEDIUM_RISK_SCORE = 8;

/**
 * The matrix's band of a score, as the library's "Risk register" template reads it: 1–6 low
 * (monitor), 8–12 medium (act this month), 15–25 high (act this week and tell the sponsor).
 */
export function riskBand(score: number): "low" | "medium" | "high" {
  if (isHighRisk(score)) return "high";
  return score >= MEDIUM_RISK_SCORE ? "medium" : "low";
}

export const raidEntry = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  kind: raidKind,
  title: z.string(),
  description: z.string().nullable(),
  status: raidStatus,
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  /** Risks only (null otherwise): 1–5 each, and their product. */
  probability: z.number().int().nullable(),
  impact: z.number().int().nullable(),
  score: z.number().int().nullable(),
  /** Risks: what the team does about it (avoid, reduce, transfer, accept, and how). */
  response: z.string().nullable(),
  /** Risks: the day it is next looked at; overdue when before today and the risk is open. */
  reviewDate: calendarDate.nullable(),
  /** Decisions: who took it, on what day, and why. */
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedOn: calendarDate.nullable(),
  rationale: z.string().nullable(),
  /** The tasks it concerns (a risk's response tasks, the task an issue was raised from, …). */
  taskIds: z.array(z.number().int()),
  createdBy: z.number().int().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RaidEntry = z.infer<typeof raidEntry>;

/** What the weekly risk review looks at first, as the register and the health check count it. */
export const raidSummary = z.object({
  /** Open risks scoring HIGH_RISK_SCORE or more. */
  openHighRisks: z.number().int(),
  /** Open risks whose review day is before today (UTC). */
  overdueReviews: z.number().int(),
  /** Open entries of each kind. */
  open: z.object({
    risk: z.number().int(),
    assumption: z.number().int(),
    issue: z.number().int(),
    decision: z.number().int(),
  }),
});
export type RaidSummary = z.infer<typeof raidSummary>;

/** `GET /projects/{projectId}/raid`: every entry, newest first, and the summary. */
export const raidRegister = z.object({
  projectId: z.number().int(),
  /** Today in UTC, as the server decided what is overdue. */
  today: calendarDate,
  entries: z.array(raidEntry),
  summary: raidSummary,
});
export type RaidRegister = z.infer<typeof raidRegister>;

export const projectRaidInput = z.strictObject({
  projectId: recordId,
  kind: raidKind.optional(),
  status: raidStatus.optional(),
});

const taskIds = z
  .array(recordId)
  .max(MAX_RAID_TASKS, { error: `must name at most ${MAX_RAID_TASKS} tasks` })
  .refine((ids) => new Set(ids).size === ids.length, { error: "must not repeat a task" });

const entryFields = {
  title: requiredText(MAX_RAID_TITLE, "Title is required"),
  description: optionalText(MAX_RAID_TEXT),
  ownerId: recordId.nullish(),
  probability: riskScale.optional(),
  impact: riskScale.optional(),
  response: optionalText(MAX_RAID_TEXT),
  reviewDate: calendarDateInput.nullish(),
  decidedBy: recordId.nullish(),
  decidedOn: calendarDateInput.nullish(),
  rationale: optionalText(MAX_RAID_TEXT),
  taskIds: taskIds.optional(),
};

/** Fields that belong to one kind only: a risk's scores and review, a decision's who/when/why. */
const RISK_ONLY = ["probability", "impact", "response", "reviewDate"] as const;
const DECISION_ONLY = ["decidedBy", "decidedOn", "rationale"] as const;

/** The fields given that the kind does not have, for a 400 naming them. */
export function fieldsForeignTo(kind: RaidKind, input: Record<string, unknown>): string[] {
  const foreign: readonly string[] =
    kind === "risk"
      ? DECISION_ONLY
      : kind === "decision"
        ? RISK_ONLY
        : [...RISK_ONLY, ...DECISION_ONLY];
  return foreign.filter((field) => input[field] !== undefined && input[field] !== null);
}

/** The message of a field given to a kind that does not have it ("is not a field of an issue"). */
export function notAFieldOf(kind: RaidKind): string {
  return `is not a field of ${kind === "risk" || kind === "decision" ? "a" : "an"} ${kind}`;
}

export const createRaidEntryInput = z
  .strictObject({ projectId: recordId, kind: raidKind, ...entryFields })
  .superRefine((value, ctx) => {
    for (const field of fieldsForeignTo(value.kind, value)) {
      ctx.addIssue({ code: "custom", path: [field], message: notAFieldOf(value.kind) });
    }
    if (value.kind === "risk") {
      for (const field of ["probability", "impact"] as const) {
        if (value[field] === undefined) {
          ctx.addIssue({ code: "custom", path: [field], message: "is required for a risk" });
        }
      }
    }
  });
export type CreateRaidEntryInput = z.infer<typeof createRaidEntryInput>;

/** A change of some fields; the entry's kind stays (fields foreign to it are refused by the API). */
export const updateRaidEntryInput = z.strictObject({
  projectId: recordId,
  entryId: recordId,
  status: raidStatus.optional(),
  ...entryFields,
  title: entryFields.title.optional(),
  // Optional around the text fields, so that a field left out stays as it is (an empty string
  // or null still clears it): `optionalText` alone reads a missing field as null.
  description: entryFields.description.optional(),
  response: entryFields.response.optional(),
  rationale: entryFields.rationale.optional(),
});
export type UpdateRaidEntryInput = z.infer<typeof updateRaidEntryInput>;

export const raidEntryIdInput = z.strictObject({ projectId: recordId, entryId: recordId });

/** `POST /projects/{projectId}/raid/{entryId}/tasks`: a task made from a risk (its response). */
export const raidEntryTaskInput = z.strictObject({
  projectId: recordId,
  entryId: recordId,
  title: requiredText(MAX_RAID_TITLE, "Title is required"),
});

/** The answer of a task made from an entry: the task, and the entry now naming it. */
export const raidEntryTask = z.object({ entry: raidEntry, task });
export type RaidEntryTask = z.infer<typeof raidEntryTask>;
