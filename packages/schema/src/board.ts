import { z } from "zod";
import { columnRequirement } from "./column-policies.js";
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
  /** What a card needs before it moves on from this column (docs/column-policies.md). */
  requires: z.array(columnRequirement),
  createdAt: timestamp,
});
export type ProjectColumn = z.infer<typeof projectColumn>;

/**
 * A board's version: every change of a project's board raises it by one (a new project's board
 * is at 0). The live events carry the version each change made, so a reader of the board
 * applies them in order, skips what it already shows and knows when it missed one.
 */
export const boardVersion = z.number().int().min(0);

/** A project's board: its columns in order, each with its tasks in order, at one version. */
export const board = z.object({
  projectId: z.number().int(),
  /** The version this board shows (read in one snapshot with its columns and tasks). */
  version: boardVersion,
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
export type BoardEventType = (typeof BOARD_EVENT_TYPES)[number];

/** What every board event says: whose board, who changed it, when, and the version it made. */
const eventBase = {
  projectId: z.number().int(),
  /** Who made the change: a client recognises its own changes by it. */
  actorId: z.number().int(),
  at: timestamp,
  /** The board's version after this change: one more than the version before it. */
  version: boardVersion.min(1),
};

/** Where a task is after the change (or was, before its deletion): its column and position. */
const place = {
  taskId: z.number().int(),
  columnId: columnKey,
  index: z.number().int().min(0),
};

/**
 * A change on a project's board, sent live to everyone who may read the board (server-sent
 * events), with what changed: the task as the board now shows it (the board's own task fields,
 * nothing more), its column and index, or the columns after a column change. Applied in version
 * order to a board at the version before it, an event gives the board at its own version.
 *
 * `task` is null only when the task is too large to announce (PostgreSQL's NOTIFY carries at
 * most 8,000 bytes; a long description in a wide script can pass that): read the board then.
 */
export const boardEvent = z.discriminatedUnion("type", [
  z.object({
    ...eventBase,
    type: z.enum(["task.created", "task.updated", "task.moved"]),
    ...place,
    task: task.nullable(),
  }),
  z.object({ ...eventBase, type: z.literal("task.deleted"), ...place }),
  z.object({
    ...eventBase,
    type: z.literal("columns.changed"),
    taskId: z.null(),
    /** The board's columns in their new order, with their WIP limits. */
    columns: z.array(projectColumn),
  }),
]);
export type BoardEvent = z.infer<typeof boardEvent>;
