/**
 * A task's checklist (docs/tasks.md, "Checklists"): items in an order of their own, each ticked
 * or not; its progress is on the task's card (`checklistTotal`, `checklistDone`).
 */
import { z } from "zod";
import { recordId, requiredText, timestamp } from "./common.js";
import { taskPerson } from "./task-activity.js";

export const CHECKLIST_MAX_ITEMS = 100;
export const CHECKLIST_ITEM_MAX_LENGTH = 500;

export const checklistItem = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  text: z.string(),
  done: z.boolean(),
  /** Who ticked it (null while not done, or once their account is deleted). */
  doneBy: taskPerson,
  doneAt: timestamp.nullable(),
  /** Its place in the list, from 0. */
  position: z.number().int(),
  createdAt: timestamp,
});
export type ChecklistItem = z.infer<typeof checklistItem>;

const itemText = requiredText(CHECKLIST_ITEM_MAX_LENGTH, "Write the item first");

export const createChecklistItemInput = z.strictObject({ taskId: recordId, text: itemText });
export type CreateChecklistItemInput = z.input<typeof createChecklistItemInput>;

export const checklistItemIdParam = z.strictObject({ taskId: recordId, itemId: recordId });

export const updateChecklistItemInput = z
  .strictObject({
    taskId: recordId,
    itemId: recordId,
    text: itemText.optional(),
    done: z.boolean().optional(),
  })
  .refine((input) => input.text !== undefined || input.done !== undefined, {
    error: "give a new text, done, or both",
    path: ["text"],
  });
export type UpdateChecklistItemInput = z.input<typeof updateChecklistItemInput>;

/** `PUT …/checklist/{itemId}/done`: tick (true) or untick (false) an item. */
export const tickChecklistItemInput = z.strictObject({
  taskId: recordId,
  itemId: recordId,
  done: z.boolean(),
});
export type TickChecklistItemInput = z.input<typeof tickChecklistItemInput>;

/** `PUT …/checklist/order`: every item of the task, once each, in the new order. */
export const reorderChecklistInput = z.strictObject({
  taskId: recordId,
  itemIds: z
    .array(recordId)
    .max(CHECKLIST_MAX_ITEMS, { error: `must list at most ${CHECKLIST_MAX_ITEMS} items` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "must not repeat an item" }),
});
export type ReorderChecklistInput = z.input<typeof reorderChecklistInput>;
