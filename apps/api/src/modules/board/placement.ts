/**
 * A project's board as one aggregate: every change to it goes through here — a task added at the
 * bottom of a column, moved, given a status, edited or deleted, something inside it that its card
 * shows changed (a comment, a checklist item, a file, an approval), the columns reordered, a WIP
 * limit set. Each is one transaction that, in this order,
 *
 *   1. locks the board and raises its version (one statement on the project row: the lock
 *      serialises the changes of a board, so versions follow commit order),
 *   2. reads what it changes, under that lock (a move reads its task once, here),
 *   3. changes it, renumbering the columns it touched (positions stay 0…n-1, decision 4),
 *   4. hands the events it caused (task-events.ts) to their subscribers, which write what they
 *      keep of them in the same transaction — the task's history lines and its new assignee's
 *      notice, the status page's activity line, Slack and Teams, webhooks, a deleted task's
 *      files (subscribers.ts names them; this file imports none),
 *   5. announces the change (pg_notify: delivered at commit, dropped at rollback) with what
 *      changed and the version it made.
 *
 * A task or project that is not there is a 404, and rolls the version back with everything else.
 * Procedures call these functions and never announce a change themselves.
 */
import type { BoardEvent, ProjectColumn } from "@cairn/schema/board";
import { type ColumnRequirement, exitRefusal } from "@cairn/schema/column-policies";
import {
  type ColumnKey,
  columnForStatus,
  statusForColumn,
  type TaskStatus,
} from "@cairn/schema/task-status";
import type { CreateTaskInput, Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import {
  columnSize,
  columnSizes,
  columnTaskIds,
  deleteTask,
  type EditableTaskFields,
  getTask,
  getTaskLeaving,
  insertTask,
  insertTasks,
  listColumns,
  lockBoard,
  lockBoardForChanges,
  lockBoardOfTask,
  renumber,
  saveColumnOrder,
  setColumnRequirements,
  setColumnWipLimit,
  updateTaskFields,
  updateTaskPlace,
} from "./board.repo.js";
import { insertAt } from "./positions.js";
import { type Actor, boardChanges, type TaskEvent, taskEvents } from "./task-events.js";

/** What a change announces, apart from whose board, who, when and which version. */
type Announcement = BoardEvent extends infer Event
  ? Event extends BoardEvent
    ? Omit<Event, "projectId" | "actorId" | "at" | "version">
    : never
  : never;

interface LockedBoard {
  projectId: number;
  version: number;
}

/** What a change made: its answer, its announcement, and the events its subscribers hear. */
interface Outcome<T> {
  result: T;
  announce: Announcement;
  events?: TaskEvent[];
}

/** Runs one change of a board: lock and version, the change, its events, its announcement. */
function changeBoard<T>(
  db: Kysely<Database>,
  actor: Actor,
  now: Date,
  lock: (trx: Kysely<Database>) => Promise<LockedBoard | undefined>,
  missing: string,
  change: (trx: Kysely<Database>, board: LockedBoard) => Promise<Outcome<T>>,
): Promise<T> {
  return withTransaction(db, async (trx) => {
    const board = await lock(trx);
    if (!board) throw appError("NOT_FOUND", missing);
    const { result, announce: announcement, events = [] } = await change(trx, board);
    await taskEvents.dispatch(trx, events);
    await boardChanges.dispatch(trx, [
      {
        ...announcement,
        projectId: board.projectId,
        actorId: actor.id,
        at: now.toISOString(),
        version: board.version,
      },
    ]);
    return result;
  });
}

const byProject = (projectId: number) => async (trx: Kysely<Database>) => {
  const version = await lockBoard(trx, projectId);
  return version === undefined ? undefined : { projectId, version };
};
const byTask = (taskId: number) => (trx: Kysely<Database>) => lockBoardOfTask(trx, taskId);
const noProject = (projectId: number) => `Project ${projectId} was not found.`;
const noTask = (taskId: number) => `Task ${taskId} was not found.`;

/**
 * What a new task is made of: the create input, and for the roadmap (modules/roadmap) the
 * milestone it belongs to — the caller checks that it is a milestone of the same project.
 */
export type NewTask = CreateTaskInput & { milestoneId?: number | null };

/**
 * A new task at the bottom of its column, with that column's status. `check` runs first, under
 * the lock: a refusal there changes nothing.
 */
export function addTask(
  db: Kysely<Database>,
  actor: Actor,
  input: NewTask,
  now: Date,
  check?: (trx: Kysely<Database>) => Promise<void>,
): Promise<Task> {
  return changeBoard(
    db,
    actor,
    now,
    byProject(input.projectId),
    noProject(input.projectId),
    async (trx) => {
      await check?.(trx);
      const status = statusForColumn(input.columnId);
      const position = await columnSize(trx, input.projectId, input.columnId);
      const task = await insertTask(trx, {
        projectId: input.projectId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        assignedTo: input.assignedTo ?? null,
        dueDate: input.dueDate ?? null,
        milestoneId: input.milestoneId ?? null,
        labelIds: input.labelIds ?? [],
        estimateMinutes: input.estimateMinutes ?? null,
        columnId: input.columnId,
        orderIndex: position,
        status,
        completedAt: status === "completed" ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      return {
        result: task,
        announce: {
          type: "task.created",
          taskId: task.id,
          columnId: task.columnId,
          index: position,
          task,
        },
        events: [{ type: "task.created", task, actor, at: now }],
      };
    },
  );
}

/** An imported task: a new task's fields, placed at the bottom of its column. */
export type ImportedTask = Omit<NewTask, "projectId" | "estimateMinutes">;

/**
 * Adds many tasks to a board in one transaction (an import, docs/imports.md): the board is
 * locked once and its version raised by one per task; `work` calls `place` with batches of
 * tasks, each put at the bottom of its column in the order given, each batch one insert and one
 * `tasks.added` event (their history lines); whatever else `work` writes joins the same
 * transaction, so a failure anywhere leaves nothing. Only the last task is announced, at the board's final
 * version: a follower whose board was older sees the gap and reads the board once, rather than
 * receiving thousands of events. Assignees are not notified task by task (an import is not a
 * person handing out work), and the status page gets one line for the whole import.
 */
export function addImportedTasks<T>(
  db: Kysely<Database>,
  actor: Actor,
  projectId: number,
  count: number,
  now: Date,
  describe: string,
  work: (
    trx: Kysely<Database>,
    place: (batch: readonly ImportedTask[]) => Promise<Task[]>,
  ) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (trx) => {
    const version = await lockBoardForChanges(trx, projectId, Math.max(count, 1));
    if (version === undefined) throw appError("NOT_FOUND", noProject(projectId));
    const sizes = await columnSizes(trx, projectId);
    let last: Task | undefined;
    const place = async (batch: readonly ImportedTask[]) => {
      const tasks = await insertTasks(
        trx,
        batch.map((input) => {
          const position = sizes.get(input.columnId) ?? 0;
          sizes.set(input.columnId, position + 1);
          const status = statusForColumn(input.columnId);
          return {
            projectId,
            title: input.title,
            description: input.description,
            priority: input.priority,
            assignedTo: input.assignedTo ?? null,
            dueDate: input.dueDate ?? null,
            milestoneId: input.milestoneId ?? null,
            labelIds: input.labelIds ?? [],
            columnId: input.columnId,
            orderIndex: position,
            status,
            completedAt: status === "completed" ? now : null,
            createdAt: now,
            updatedAt: now,
          };
        }),
      );
      await taskEvents.dispatch(trx, [{ type: "tasks.added", projectId, tasks, actor, at: now }]);
      last = tasks.at(-1) ?? last;
      return tasks;
    };
    const result = await work(trx, place);
    if (last) {
      await taskEvents.dispatch(trx, [
        { type: "tasks.imported", projectId, describe, actor, at: now },
      ]);
      await boardChanges.dispatch(trx, [
        {
          type: "task.created",
          taskId: last.id,
          columnId: last.columnId,
          index: last.orderIndex,
          task: last,
          projectId,
          actorId: actor.id,
          at: now.toISOString(),
          version,
        },
      ]);
    }
    return result;
  });
}

export interface Place {
  columnId: ColumnKey;
  /** Position in the column once the task has left its old place; clamped to the column. */
  index: number;
}

/**
 * Moves a task to a place (decided from the task as it is under the lock), renumbers the
 * columns it left and entered, and gives it its new column's status (completion time included).
 */
function placeTask(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  destination: (task: Task) => Place,
  how: "moved" | "status",
  now: Date,
): Promise<Task> {
  return changeBoard(db, actor, now, byTask(taskId), noTask(taskId), async (trx, board) => {
    const leaving = await getTaskLeaving(trx, taskId);
    if (!leaving) throw appError("NOT_FOUND", noTask(taskId));
    const before = leaving.task;
    const to = destination(before);
    // The column's policy, the team's definition of done (docs/column-policies.md).
    const refusal = exitRefusal(before, leaving.requires, to.columnId, leaving.approvalBy);
    if (refusal) throw appError("CONFLICT", refusal);
    const touched = [...new Set([before.columnId, to.columnId])];
    const columns = await columnTaskIds(trx, board.projectId, touched);
    const target = insertAt(columns.get(to.columnId) ?? [], taskId, to.index);
    const status = statusForColumn(to.columnId);
    // A task entering Review starts a new round of the client's approval (docs/tasks.md).
    const entersReview = to.columnId === "review" && before.columnId !== "review";
    const after = await updateTaskPlace(
      trx,
      taskId,
      {
        columnId: to.columnId,
        orderIndex: target.position,
        status,
        completedAt: status === "completed" ? (before.completedAt ?? now.toISOString()) : null,
      },
      now,
      entersReview && before.approval !== null,
    );
    const source = (columns.get(before.columnId) ?? []).filter((id) => id !== taskId);
    await renumber(trx, before.columnId === to.columnId ? [target.ids] : [source, target.ids]);
    return {
      result: after,
      announce: {
        type: "task.moved",
        taskId,
        columnId: after.columnId,
        index: target.position,
        task: after,
      },
      events: [{ type: "task.placed", before, after, how, actor, at: now }],
    };
  });
}

/** Moves a task to a column and position (`PUT /tasks/{taskId}/move`). */
export function moveTask(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  to: Place,
  now: Date,
): Promise<Task> {
  return placeTask(db, actor, taskId, () => to, "moved", now);
}

/**
 * Gives a task a status: it moves to the bottom of that status's column, or stays where it is
 * when it is in that column already (a task in review stays there for "in progress").
 */
export function setTaskStatus(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  status: TaskStatus,
  now: Date,
): Promise<Task> {
  const destination = (task: Task): Place => {
    const columnId = columnForStatus(status, task.columnId);
    return {
      columnId,
      index: columnId === task.columnId ? task.orderIndex : Number.MAX_SAFE_INTEGER,
    };
  };
  return placeTask(db, actor, taskId, destination, "status", now);
}

export type TaskEdit = EditableTaskFields;

/**
 * Edits a task's own fields (its place stays). `check` runs first, under the lock, with the
 * task's project: a refusal there changes nothing. Each changed field writes its history line.
 */
export function editTask(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  changes: TaskEdit,
  now: Date,
  check?: (trx: Kysely<Database>, projectId: number) => Promise<void>,
): Promise<Task> {
  return changeBoard(db, actor, now, byTask(taskId), noTask(taskId), async (trx, board) => {
    await check?.(trx, board.projectId);
    const before = await getTask(trx, taskId);
    if (!before) throw appError("NOT_FOUND", noTask(taskId));
    const task = await updateTaskFields(trx, taskId, changes, now);
    if (!task) throw appError("NOT_FOUND", noTask(taskId));
    return {
      result: task,
      announce: {
        type: "task.updated",
        taskId,
        columnId: task.columnId,
        index: task.orderIndex,
        task,
      },
      events: [{ type: "task.edited", before, after: task, actor, at: now }],
    };
  });
}

/**
 * A change inside a task that its card shows or its followers hear of — a comment, a checklist
 * item, a file, the client's approval. `change` runs under the board's lock with the task as it
 * is, and may refuse (nothing is changed then); the task as it then is (its counters are kept by
 * the database's triggers) is announced as `task.updated`, so the card and open task panels of
 * other viewers follow live.
 */
export function changeTaskContents<T>(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  now: Date,
  change: (trx: Kysely<Database>, task: Task) => Promise<T>,
): Promise<T> {
  return changeBoard(db, actor, now, byTask(taskId), noTask(taskId), async (trx) => {
    const before = await getTask(trx, taskId);
    if (!before) throw appError("NOT_FOUND", noTask(taskId));
    const result = await change(trx, before);
    const task = await getTask(trx, taskId);
    if (!task) throw appError("NOT_FOUND", noTask(taskId));
    return {
      result,
      events:
        isChecklistComplete(task) && !isChecklistComplete(before)
          ? [{ type: "task.checklist_done", task, actor, at: now }]
          : [],
      announce: {
        type: "task.updated",
        taskId,
        columnId: task.columnId,
        index: task.orderIndex,
        task,
      },
    };
  });
}

/** A checklist with items, every one of them done. */
const isChecklistComplete = (task: Task) =>
  task.checklistTotal > 0 && task.checklistDone === task.checklistTotal;

/**
 * Deletes a task and closes the gap it leaves in its column. `task.deleted` is heard before the
 * row goes: its files' rows go with it, and their stored files are deleted through the outbox,
 * enqueued by a subscriber while the rows still name them.
 */
export function removeTask(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
  now: Date,
): Promise<void> {
  return changeBoard(db, actor, now, byTask(taskId), noTask(taskId), async (trx, board) => {
    const task = await getTask(trx, taskId);
    if (!task) throw appError("NOT_FOUND", noTask(taskId));
    await taskEvents.dispatch(trx, [{ type: "task.deleted", task, actor, at: now }]);
    const was = await deleteTask(trx, taskId);
    if (!was) throw appError("NOT_FOUND", noTask(taskId));
    const columns = await columnTaskIds(trx, board.projectId, [was.columnId]);
    await renumber(trx, [columns.get(was.columnId) ?? []]);
    return {
      result: undefined,
      announce: { type: "task.deleted", taskId, columnId: was.columnId, index: was.orderIndex },
    };
  });
}

/** Puts the board's four columns in a new order; answers them in that order. */
export function reorderColumns(
  db: Kysely<Database>,
  actor: Actor,
  projectId: number,
  order: readonly ColumnKey[],
  now: Date,
): Promise<ProjectColumn[]> {
  return changeBoard(db, actor, now, byProject(projectId), noProject(projectId), async (trx) => {
    await saveColumnOrder(trx, projectId, order);
    const columns = await listColumns(trx, projectId);
    return { result: columns, announce: { type: "columns.changed", taskId: null, columns } };
  });
}

/** Sets or clears a column's soft WIP limit; answers the column. */
export function setWipLimit(
  db: Kysely<Database>,
  actor: Actor,
  projectId: number,
  columnId: ColumnKey,
  wipLimit: number | null,
  now: Date,
): Promise<ProjectColumn> {
  return changeBoard(db, actor, now, byProject(projectId), noProject(projectId), async (trx) => {
    const column = await setColumnWipLimit(trx, projectId, columnId, wipLimit);
    if (!column) throw appError("NOT_FOUND", `Column ${columnId} was not found.`);
    const columns = await listColumns(trx, projectId);
    return { result: column, announce: { type: "columns.changed", taskId: null, columns } };
  });
}

/**
 * Sets a column's policy, what a card needs before it moves on from it (docs/column-policies.md;
 * which column may ask for what is checked by the input's schema); answers the column. Open
 * boards hear it with the columns, so their next drop asks the new policy.
 */
export function setColumnPolicy(
  db: Kysely<Database>,
  actor: Actor,
  projectId: number,
  columnId: ColumnKey,
  requires: readonly ColumnRequirement[],
  now: Date,
): Promise<ProjectColumn> {
  return changeBoard(db, actor, now, byProject(projectId), noProject(projectId), async (trx) => {
    const column = await setColumnRequirements(trx, projectId, columnId, requires);
    if (!column) throw appError("NOT_FOUND", `Column ${columnId} was not found.`);
    const columns = await listColumns(trx, projectId);
    return { result: column, announce: { type: "columns.changed", taskId: null, columns } };
  });
}
