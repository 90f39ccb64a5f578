/**
 * A project's roadmap: its milestones (laid out from the plan by the roadmap engine, or added
 * by hand) and the tasks under them (docs/roadmap.md).
 */
import { z } from "zod";
import {
  DATE_RANGE_MESSAGE,
  isDateInRange,
  optionalText,
  recordId,
  requiredText,
} from "./common.js";
import { columnKey, taskStatus } from "./tasks.js";

/** A calendar day as the API answers it: `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();

/** A calendar day as the API accepts it: `YYYY-MM-DD`, years 1900 to 9999. */
export const calendarDateInput = z.iso
  .date({ error: "must be a date written YYYY-MM-DD, such as 2026-12-31" })
  .refine(isDateInRange, { error: DATE_RANGE_MESSAGE });

export const milestone = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startDate: calendarDate,
  dueDate: calendarDate,
  position: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Milestone = z.infer<typeof milestone>;

/** A milestone with how far its tasks are: done of total, the percentage, and whether it is late. */
export const milestoneProgress = milestone.extend({
  taskCount: z.number().int(),
  doneCount: z.number().int(),
  /** 0–100, rounded; 0 without tasks. */
  progress: z.number().int(),
  /** Due before today (UTC) with a task not yet done. */
  late: z.boolean(),
});
export type MilestoneProgress = z.infer<typeof milestoneProgress>;

/** A task as the roadmap shows it under its milestone. */
export const roadmapTask = z.object({
  id: z.number().int(),
  title: z.string(),
  status: taskStatus,
  columnId: columnKey,
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  assignedTo: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
});
export type RoadmapTask = z.infer<typeof roadmapTask>;

/** `GET /projects/{projectId}/roadmap`: everything the Roadmap tab draws, in one answer. */
export const roadmap = z.object({
  projectId: z.number().int(),
  /** The day the roadmap counts from, when it was laid out from a plan. */
  startDate: calendarDate.nullable(),
  /** The project's plan length in days (trial 7, pro 30, scale 60). */
  roadmapDays: z.number().int(),
  /** Today in UTC, as the server decided `late`. */
  today: calendarDate,
  milestones: z.array(milestoneProgress.extend({ tasks: z.array(roadmapTask) })),
});
export type Roadmap = z.infer<typeof roadmap>;
export type RoadmapMilestone = Roadmap["milestones"][number];

export const projectMilestonesInput = z.strictObject({ projectId: recordId });

export const milestoneIdInput = z.strictObject({ projectId: recordId, milestoneId: recordId });

const dueNotBeforeStart = <T extends { startDate?: string; dueDate?: string }>(value: T) =>
  value.startDate === undefined || value.dueDate === undefined || value.dueDate >= value.startDate;
const DUE_BEFORE_START = {
  error: "must be on or after the start date",
  path: ["dueDate"],
};

/** What a person fills in for a new milestone. */
export const milestoneFields = z.strictObject({
  title: requiredText(200, "Title is required"),
  description: optionalText(5000),
  startDate: calendarDateInput,
  dueDate: calendarDateInput,
});

/** The new-milestone form: its fields, the due date on or after the start. */
export const newMilestoneForm = milestoneFields.refine(dueNotBeforeStart, DUE_BEFORE_START);

export const createMilestoneInput = milestoneFields
  .extend({ projectId: recordId })
  .refine(dueNotBeforeStart, DUE_BEFORE_START);
export type CreateMilestoneInput = z.infer<typeof createMilestoneInput>;

export const updateMilestoneInput = z
  .strictObject({
    projectId: recordId,
    milestoneId: recordId,
    title: requiredText(200, "Title is required").optional(),
    description: optionalText(5000).optional(),
    startDate: calendarDateInput.optional(),
    dueDate: calendarDateInput.optional(),
    /**
     * Also move every later milestone (by position) by as many days as this one's due date
     * moved, with the due dates of their tasks (docs/roadmap.md).
     */
    shiftFollowing: z.boolean().optional(),
  })
  .refine(dueNotBeforeStart, DUE_BEFORE_START);
export type UpdateMilestoneInput = z.infer<typeof updateMilestoneInput>;
