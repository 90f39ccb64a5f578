import { z } from "zod";
import { optionalText, recordId, requiredText, text, timestamp, timestampInput } from "./common.js";
import { COLUMN_KEYS, TASK_PRIORITIES, TASK_STATUSES } from "./constants.js";
import { taskLabelIds } from "./labels.js";
import { parseTaskStatus } from "./task-status.js";

export const taskStatus = z.enum(TASK_STATUSES);
export const taskPriority = z.enum(TASK_PRIORITIES, {
  error: `must be one of ${TASK_PRIORITIES.join(", ")}`,
});
export const columnKey = z.enum(COLUMN_KEYS, {
  error: `must be one of ${COLUMN_KEYS.join(", ")}`,
});

/** A status as clients send it: any spelling of docs/product.md §4 is read into the stored vocabulary. */
export const taskStatusInput = text({
  error: `must be one of ${TASK_STATUSES.join(", ")}`,
}).transform((raw, ctx) => {
  const status = parseTaskStatus(raw);
  if (!status) {
    ctx.addIssue({ code: "custom", message: `must be one of ${TASK_STATUSES.join(", ")}` });
    return z.NEVER;
  }
  return status;
});

export const TASK_APPROVALS = ["approved", "changes_requested"] as const;
export const taskApproval = z.enum(TASK_APPROVALS);
export type TaskApproval = z.infer<typeof taskApproval>;

export const task = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  projectId: z.number().int(),
  assignedTo: z.number().int().nullable(),
  status: taskStatus,
  priority: taskPriority,
  dueDate: timestamp.nullable(),
  columnId: columnKey,
  orderIndex: z.number().int(),
  aiPriorityScore: z.number().int(),
  completedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The roadmap milestone the task belongs to (docs/roadmap.md). */
  milestoneId: z.number().int().nullable(),
  /** Labels of the task's project (docs/tasks.md), by id. */
  labelIds: z.array(z.number().int()),
  /** The estimated work, in minutes (shown in hours). */
  estimateMinutes: z.number().int().nullable(),
  /** The client's verdict on the task in Review, null until given (docs/tasks.md). */
  approval: taskApproval.nullable(),
  /** What its card shows: checklist progress, and how many comments and files it has. */
  checklistTotal: z.number().int(),
  checklistDone: z.number().int(),
  commentCount: z.number().int(),
  attachmentCount: z.number().int(),
});
export type Task = z.infer<typeof task>;

export const taskIdParam = z.strictObject({ taskId: recordId });

export const updateTaskStatusInput = z.strictObject({
  taskId: recordId,
  status: taskStatusInput,
});

export const updateTaskPriorityInput = z.strictObject({
  taskId: recordId,
  priority: taskPriority,
  aiPriorityScore: z.number().int().min(0).max(100).optional(),
});

/** The longest estimate: 999 hours, in minutes (the column's check). */
export const MAX_ESTIMATE_MINUTES = 59_940;

/** An estimate in minutes, shown in hours (docs/tasks.md); null for none. */
export const estimateMinutes = z
  .int({ error: "must be a whole number of minutes" })
  .min(0, { error: "must be from 0 to 999 hours" })
  .max(MAX_ESTIMATE_MINUTES, { error: "must be from 0 to 999 hours" });

export const createTaskInput = z.strictObject({
  projectId: recordId,
  title: requiredText(200, "Title is required"),
  description: optionalText(5000),
  priority: taskPriority.default("medium"),
  assignedTo: recordId.nullish(),
  dueDate: timestampInput.nullish(),
  columnId: columnKey.default("todo"),
  /** Labels of the task's project (docs/tasks.md). */
  labelIds: taskLabelIds.optional(),
  estimateMinutes: estimateMinutes.nullable().optional(),
});
export type CreateTaskInput = z.infer<typeof createTaskInput>;

export const updateTaskInput = z.strictObject({
  taskId: recordId,
  title: requiredText(200, "Title is required").optional(),
  description: optionalText(5000).optional(),
  priority: taskPriority.optional(),
  assignedTo: recordId.nullable().optional(),
  dueDate: timestampInput.nullable().optional(),
  /** A milestone of the task's own project, or null to take it off the roadmap. */
  milestoneId: recordId.nullable().optional(),
  /** The task's labels, all of them (labels of its own project). */
  labelIds: taskLabelIds.optional(),
  estimateMinutes: estimateMinutes.nullable().optional(),
});
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

export const moveTaskInput = z.strictObject({
  taskId: recordId,
  columnId: columnKey,
  orderIndex: z.number().int().min(0, { error: "must be 0 or more" }),
});
export type MoveTaskInput = z.infer<typeof moveTaskInput>;

/** The client's verdict on a task in Review (docs/tasks.md, "Approval"). */
export const approveTaskInput = z.strictObject({
  taskId: recordId,
  verdict: taskApproval,
  /** What the client says with it: why changes are needed, or a thank-you. */
  note: optionalText(2000).optional(),
});
export type ApproveTaskInput = z.infer<typeof approveTaskInput>;
