import { z } from "zod";
import { recordId, timestamp } from "./common.js";
import { columnKey, task } from "./tasks.js";

/** A board column as stored (docs/product.md §3.1 project_columns, keyed by the column ids of §3.8). */
export const projectColumn = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  key: columnKey,
  title: z.string(),
  color: z.string(),
  orderIndex: z.number().int(),
  wipLimit: z.number().int().nullable(),
  createdAt: timestamp,
});
export type ProjectColumn = z.infer<typeof projectColumn>;

/** A project's board: its columns in order, each with its tasks in order. */
export const board = z.object({
  projectId: z.number().int(),
  columns: z.array(projectColumn.extend({ tasks: z.array(task) })),
});
export type Board = z.infer<typeof board>;

export const reorderColumnsInput = z.strictObject({
  projectId: recordId,
  order: z
    .array(columnKey)
    .length(4, { error: "must list the four columns" })
    .refine((keys) => new Set(keys).size === keys.length, { error: "must not repeat a column" }),
});

export const setWipLimitInput = z.strictObject({
  projectId: recordId,
  columnId: columnKey,
  wipLimit: z.number().int().min(1).max(999).nullable(),
});

export const BOARD_EVENT_TYPES = [
  "task.created",
  "task.updated",
  "task.moved",
  "task.deleted",
  "columns.changed",
] as const;

/** A change on a project's board, sent live to everyone looking at it (server-sent events). */
export const boardEvent = z.object({
  projectId: z.number().int(),
  type: z.enum(BOARD_EVENT_TYPES),
  taskId: z.number().int().nullable(),
  /** Who made the change: a client can skip its own (already shown optimistically). */
  actorId: z.number().int(),
  at: timestamp,
});
export type BoardEvent = z.infer<typeof boardEvent>;
