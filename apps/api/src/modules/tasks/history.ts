/**
 * Two subscribers of the task aggregate's events (modules/board/task-events.ts), which write in
 * the change's transaction (docs/tasks.md): the task's history lines, and the notice of a task's
 * new assignee. Nothing here announces or locks; the board has done both.
 */
import { columnTitle } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Subscriber } from "../../lib/domain-events.js";
import type { TaskEvent } from "../board/task-events.js";
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

/**
 * A task placed elsewhere: `moved` (from and to are column keys, the detail the new column's
 * title) or `status` (from and to are statuses). A task that only changed its position in its
 * column writes nothing: its history is about the work, not the order of a column.
 */
async function recordPlaced(
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

/** An edit: one `edited` line per changed field, old → new. */
async function recordEdited(
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
}

/** A created line (with the column it starts in) for one new task or an import's batch. */
function createdLines(tasks: readonly Task[], actorId: number, at: Date): ActivityLine[] {
  return tasks.map((task) => ({
    taskId: task.id,
    actorId,
    kind: "created" as const,
    detail: columnTitle(task.columnId),
    at,
  }));
}

export const recordTaskHistory: Subscriber<TaskEvent> = async (trx, event) => {
  const actorId = event.actor.id;
  switch (event.type) {
    case "task.created":
      await recordActivity(trx, createdLines([event.task], actorId, event.at));
      return;
    case "tasks.added":
      await recordActivity(trx, createdLines(event.tasks, actorId, event.at));
      return;
    case "task.placed":
      await recordPlaced(trx, actorId, event.before, event.after, event.how, event.at);
      return;
    case "task.edited":
      await recordEdited(trx, actorId, event.before, event.after, event.at);
      return;
    default:
      return;
  }
};

/**
 * A task's new assignee is told, when the task is created or its assignee changed (an import
 * tells nobody: it is not a person handing out work).
 */
export const noticeNewAssignee: Subscriber<TaskEvent> = async (trx, event) => {
  if (event.type === "task.created") {
    await notifyAssignee(trx, event.actor.id, event.task, event.at);
  } else if (event.type === "task.edited" && event.after.assignedTo !== event.before.assignedTo) {
    await notifyAssignee(trx, event.actor.id, event.after, event.at);
  }
};
