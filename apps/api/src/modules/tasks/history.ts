/**
 * What the board (modules/board/placement.ts) writes besides the change itself, in the change's
 * transaction (docs/tasks.md): the task's history lines, and the assignee's notification when a
 * task gets one. Nothing here announces or locks; the board has done both.
 */
import { columnTitle } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { notify } from "../notifications/notify.js";
import {
  type ActivityLine,
  labelNames,
  milestoneTitles,
  personNames,
  recordActivity,
} from "./activity.repo.js";
import { assignedTitle } from "./notices.js";
import { changedFields, namedIds, writtenValues } from "./task-changes.js";
import { noticeContext } from "./tasks.repo.js";

/** Tells a task's new assignee (anyone but the person who assigned it: notify() skips them). */
async function notifyAssignee(
  db: Kysely<Database>,
  actorId: number,
  task: Task,
  now: Date,
): Promise<void> {
  if (task.assignedTo === null || task.assignedTo === actorId) return;
  const context = await noticeContext(db, actorId, task.projectId);
  await notify(
    db,
    [
      {
        userId: task.assignedTo,
        kind: "assigned",
        actorId,
        title: assignedTitle(context, task.title),
        projectId: task.projectId,
        taskId: task.id,
      },
    ],
    now,
  );
}

/** A new task: its `created` line (with the column it starts in), and its assignee told. */
export async function recordCreated(
  db: Kysely<Database>,
  actorId: number,
  task: Task,
  now: Date,
): Promise<void> {
  await recordActivity(db, [
    { taskId: task.id, actorId, kind: "created", detail: columnTitle(task.columnId), at: now },
  ]);
  await notifyAssignee(db, actorId, task, now);
}

/**
 * A task placed elsewhere: `moved` (from and to are column keys, the detail the new column's
 * title) or `status` (from and to are statuses). A task that only changed its position in its
 * column writes nothing: its history is about the work, not the order of a column.
 */
export async function recordPlaced(
  db: Kysely<Database>,
  actorId: number,
  before: Task,
  after: Task,
  how: "moved" | "status",
  now: Date,
): Promise<void> {
  if (before.columnId === after.columnId && before.status === after.status) return;
  const line: ActivityLine =
    how === "moved"
      ? {
          taskId: after.id,
          actorId,
          kind: "moved",
          fromValue: before.columnId,
          toValue: after.columnId,
          detail: columnTitle(after.columnId),
          at: now,
        }
      : {
          taskId: after.id,
          actorId,
          kind: "status",
          fromValue: before.status,
          toValue: after.status,
          detail: columnTitle(after.columnId),
          at: now,
        };
  await recordActivity(db, [line]);
}

/** An edit: one `edited` line per changed field, old → new; a new assignee is told. */
export async function recordEdited(
  db: Kysely<Database>,
  actorId: number,
  before: Task,
  after: Task,
  now: Date,
): Promise<void> {
  const changes = changedFields(before, after);
  if (changes.length === 0) return;
  const ids = namedIds(changes);
  // One after another: the statements share the transaction's connection.
  const people = await personNames(db, ids.people);
  const milestones = await milestoneTitles(db, ids.milestones);
  const labels = await labelNames(db, ids.labels);
  await recordActivity(
    db,
    changes.map((change) => ({
      taskId: after.id,
      actorId,
      kind: "edited" as const,
      ...writtenValues(change, { people, milestones, labels }),
      at: now,
    })),
  );
  if (after.assignedTo !== before.assignedTo) await notifyAssignee(db, actorId, after, now);
}
