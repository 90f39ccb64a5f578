/**
 * Changing a task's checklist (docs/tasks.md, "Checklists"). Each change is a change inside the
 * task that its card shows (its progress), so it runs through the board's `changeTaskContents`:
 * under the board's lock, with its activity line, announced as `task.updated`.
 */
import { CHECKLIST_MAX_ITEMS, type ChecklistItem } from "@cairn/schema/checklist";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { changeTaskContents } from "../board/placement.js";
import type { Actor } from "../board/task-events.js";
import { taskPerson } from "../comments/people.js";
import { recordActivity } from "../tasks/activity.repo.js";
import {
  checklistSize,
  deleteItem,
  getItem,
  type ItemRow,
  insertItem,
  listItems,
  savePositions,
  updateItem,
} from "./checklist.repo.js";
import { isSameOrder, isWholeList } from "./order.js";

const FULL = `This checklist already has ${CHECKLIST_MAX_ITEMS} items, the most a task may hold.`;
const NOT_EVERY_ITEM = "itemIds: list every item of this checklist once, in the new order";
const noItem = (itemId: number) => `Checklist item ${itemId} was not found.`;

export function toItem(row: ItemRow): ChecklistItem {
  return {
    id: row.id,
    taskId: row.taskId,
    text: row.text,
    done: row.done,
    doneBy: row.done ? taskPerson(row.doneById, row.doneByName) : null,
    doneAt: row.doneAt,
    position: row.position,
    createdAt: row.createdAt,
  };
}

async function readItem(db: Kysely<Database>, taskId: number, itemId: number) {
  const row = await getItem(db, taskId, itemId);
  if (!row) throw appError("NOT_FOUND", noItem(itemId));
  return toItem(row);
}

/** Adds an item at the end of the checklist (at most CHECKLIST_MAX_ITEMS: else 409). */
export function addItem(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  text: string,
  now: Date,
): Promise<ChecklistItem> {
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const size = await checklistSize(trx, taskId);
    if (size.count >= CHECKLIST_MAX_ITEMS) throw appError("CONFLICT", FULL);
    const itemId = await insertItem(trx, { taskId, text, position: size.next, now });
    await recordActivity(trx, [
      { taskId, actorId: actor.id, kind: "checklist_added", detail: text, at: now },
    ]);
    return readItem(trx, taskId, itemId);
  });
}

/**
 * Renames an item, ticks or unticks it. A new text is an `edited` line of the field
 * `checklistItem` (old → new); a tick `checklist_checked` or `checklist_unchecked`.
 */
export function changeItem(
  db: Kysely<Database>,
  actor: Actor,
  target: { taskId: number; itemId: number },
  changes: { text?: string | undefined; done?: boolean | undefined },
  now: Date,
): Promise<ChecklistItem> {
  const { taskId, itemId } = target;
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const current = await getItem(trx, taskId, itemId);
    if (!current) throw appError("NOT_FOUND", noItem(itemId));
    const text =
      changes.text !== undefined && changes.text !== current.text ? changes.text : undefined;
    const done =
      changes.done !== undefined && changes.done !== current.done ? changes.done : undefined;
    if (text === undefined && done === undefined) return toItem(current);
    await updateItem(trx, itemId, {
      ...(text === undefined ? {} : { text }),
      ...(done === undefined ? {} : { done: done ? { by: actor.id, at: now } : null }),
      now,
    });
    await recordActivity(trx, [
      ...(text === undefined
        ? []
        : [
            {
              taskId,
              actorId: actor.id,
              kind: "edited" as const,
              field: "checklistItem",
              fromValue: current.text,
              toValue: text,
              at: now,
            },
          ]),
      ...(done === undefined
        ? []
        : [
            {
              taskId,
              actorId: actor.id,
              kind: done ? ("checklist_checked" as const) : ("checklist_unchecked" as const),
              detail: text ?? current.text,
              at: now,
            },
          ]),
    ]);
    return readItem(trx, taskId, itemId);
  });
}

export function removeItem(
  db: Kysely<Database>,
  actor: Actor,
  target: { taskId: number; itemId: number },
  now: Date,
): Promise<void> {
  const { taskId, itemId } = target;
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const current = await getItem(trx, taskId, itemId);
    if (!current) throw appError("NOT_FOUND", noItem(itemId));
    await deleteItem(trx, itemId);
    await recordActivity(trx, [
      { taskId, actorId: actor.id, kind: "checklist_removed", detail: current.text, at: now },
    ]);
  });
}

/** Puts the items in a new order: `itemIds` must name every item of the checklist once (400). */
export function reorderItems(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  itemIds: readonly number[],
  now: Date,
): Promise<ChecklistItem[]> {
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const current = await listItems(trx, taskId);
    const ids = current.map((row) => row.id);
    if (!isWholeList(ids, itemIds)) throw appError("BAD_REQUEST", NOT_EVERY_ITEM);
    if (!isSameOrder(ids, itemIds)) {
      await savePositions(trx, taskId, itemIds);
      await recordActivity(trx, [
        { taskId, actorId: actor.id, kind: "checklist_reordered", at: now },
      ]);
    }
    return (await listItems(trx, taskId)).map(toItem);
  });
}
