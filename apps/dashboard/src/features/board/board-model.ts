/**
 * The board as the client holds it, the pure changes the UI makes to it before the server
 * confirms them (optimistic updates), and the changes announced by the server's board events.
 * They mirror the server's rules (docs/product.md §4 Kanban): a moved task takes its column's
 * status, and both columns are renumbered without gaps.
 */
import type { Board, BoardEvent, ProjectColumn } from "@cairn/schema/board";
import { exitRefusal } from "@cairn/schema/column-policies";
import type { ColumnKey } from "@cairn/schema/task-status";
import { statusForColumn } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";

export type BoardColumn = Board["columns"][number];

export interface TaskPlace {
  columnId: ColumnKey;
  /** Position within the column (after the task left its old place). */
  index: number;
}

export interface FoundTask {
  task: Task;
  columnId: ColumnKey;
  index: number;
}

export function findTask(board: Board, taskId: number): FoundTask | null {
  for (const column of board.columns) {
    const index = column.tasks.findIndex((task) => task.id === taskId);
    const task = column.tasks[index];
    if (task) return { task, columnId: column.key, index };
  }
  return null;
}

const renumber = (tasks: readonly Task[]): Task[] =>
  tasks.map((task, orderIndex) =>
    task.orderIndex === orderIndex ? task : { ...task, orderIndex },
  );

/**
 * Moves a task to a column and position (clamped to the column). Columns that do not change keep
 * their identity, so unchanged cards do not re-render. An unknown task leaves the board as it is.
 */
export function moveTask(board: Board, taskId: number, to: TaskPlace, now?: string): Board {
  const found = findTask(board, taskId);
  if (!found) return board;
  const status = statusForColumn(to.columnId);
  const moved: Task = {
    ...found.task,
    columnId: to.columnId,
    status,
    completedAt: status === "completed" ? (found.task.completedAt ?? now ?? null) : null,
    // Entering Review starts a new round of the client's approval (docs/tasks.md).
    approval: to.columnId === "review" && found.columnId !== "review" ? null : found.task.approval,
    ...(now ? { updatedAt: now } : {}),
  };
  return {
    ...board,
    columns: board.columns.map((column) => {
      const isSource = column.key === found.columnId;
      const isTarget = column.key === to.columnId;
      if (!isSource && !isTarget) return column;
      const remaining = column.tasks.filter((task) => task.id !== taskId);
      if (!isTarget) return { ...column, tasks: renumber(remaining) };
      const position = Math.max(0, Math.min(to.index, remaining.length));
      remaining.splice(position, 0, moved);
      return { ...column, tasks: renumber(remaining) };
    }),
  };
}

export function columnOrder(board: Board): ColumnKey[] {
  return board.columns.map((column) => column.key);
}

/** The column order after dragging the column at `from` to `to`. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Puts the columns in the given order (keys missing from `order` keep their relative place last). */
export function reorderColumns(board: Board, order: readonly ColumnKey[]): Board {
  const rank = (key: ColumnKey) => {
    const position = order.indexOf(key);
    return position === -1 ? order.length : position;
  };
  const columns = [...board.columns]
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map((column, orderIndex) =>
      column.orderIndex === orderIndex ? column : { ...column, orderIndex },
    );
  return { ...board, columns };
}

/** A new or edited task as the server answered it, in its place on the board. */
export function upsertTask(board: Board, saved: Task): Board {
  const found = findTask(board, saved.id);
  if (found && found.columnId === saved.columnId) {
    return {
      ...board,
      columns: board.columns.map((column) =>
        column.key === saved.columnId
          ? { ...column, tasks: column.tasks.map((task) => (task.id === saved.id ? saved : task)) }
          : column,
      ),
    };
  }
  const without = found ? removeTask(board, saved.id) : board;
  return {
    ...without,
    columns: without.columns.map((column) => {
      if (column.key !== saved.columnId) return column;
      const tasks = [...column.tasks];
      tasks.splice(Math.max(0, Math.min(saved.orderIndex, tasks.length)), 0, saved);
      return { ...column, tasks: renumber(tasks) };
    }),
  };
}

/**
 * Puts a task, as the server now has it, at `index` of its column (clamped), taking it out of
 * wherever it was; both columns are renumbered. Columns it did not touch keep their identity.
 */
export function placeTask(board: Board, task: Task, index: number): Board {
  const found = findTask(board, task.id);
  return {
    ...board,
    columns: board.columns.map((column) => {
      const isSource = column.key === found?.columnId;
      const isTarget = column.key === task.columnId;
      if (!isSource && !isTarget) return column;
      const remaining = column.tasks.filter((other) => other.id !== task.id);
      if (!isTarget) return { ...column, tasks: renumber(remaining) };
      remaining.splice(Math.max(0, Math.min(index, remaining.length)), 0, task);
      return { ...column, tasks: renumber(remaining) };
    }),
  };
}

/**
 * The columns as the server now has them (order, WIP limit, policy, title, colour), each keeping
 * its tasks, in their order. Columns not listed keep their fields; a column whose fields did not
 * change keeps its identity.
 */
export function setColumns(board: Board, columns: readonly ProjectColumn[]): Board {
  const saved = new Map(columns.map((column) => [column.key, column]));
  const next = board.columns.map((column) => {
    const fields = saved.get(column.key);
    if (
      !fields ||
      (fields.orderIndex === column.orderIndex &&
        fields.wipLimit === column.wipLimit &&
        // The server answers a policy's requirements in their one order: equal lists read alike.
        fields.requires.join() === column.requires.join() &&
        fields.title === column.title &&
        fields.color === column.color)
    ) {
      return column;
    }
    return { ...column, ...fields, tasks: column.tasks };
  });
  next.sort((a, b) => a.orderIndex - b.orderIndex);
  return { ...board, columns: next };
}

/** What one board event changes, on a board at the version just before it. */
export function applyBoardEvent(board: Board, event: BoardEvent): Board {
  switch (event.type) {
    case "task.created":
    case "task.updated":
    case "task.moved": {
      const placed = event.task ? placeTask(board, event.task, event.index) : board;
      return { ...placed, version: event.version };
    }
    case "task.deleted":
      return { ...removeTask(board, event.taskId), version: event.version };
    case "columns.changed":
      return { ...setColumns(board, event.columns), version: event.version };
  }
}

export interface AppliedEvents {
  board: Board;
  /** The events that changed the board, in version order. */
  applied: BoardEvent[];
  /**
   * True when the board cannot be brought up to date from these events: one is missing (a
   * version gap) or came without its task (too large to announce). Read the board then.
   */
  incomplete: boolean;
}

/**
 * Brings a board up to date with the events received: in version order, skipping those it
 * already shows (at or below its version), each applied to the board at the version before it,
 * up to the first gap. The board is returned as it was when nothing applies.
 */
export function applyBoardEvents(board: Board, events: readonly BoardEvent[]): AppliedEvents {
  const ordered = [...events].sort((a, b) => a.version - b.version);
  let current = board;
  const applied: BoardEvent[] = [];
  for (const event of ordered) {
    if (event.version <= current.version) continue;
    const withoutTask =
      event.type !== "task.deleted" && event.type !== "columns.changed" && event.task === null;
    if (event.version !== current.version + 1 || withoutTask) {
      return { board: current, applied, incomplete: true };
    }
    current = applyBoardEvent(current, event);
    applied.push(event);
  }
  return { board: current, applied, incomplete: false };
}

export function removeTask(board: Board, taskId: number): Board {
  const found = findTask(board, taskId);
  if (!found) return board;
  return {
    ...board,
    columns: board.columns.map((column) =>
      column.key === found.columnId
        ? { ...column, tasks: renumber(column.tasks.filter((task) => task.id !== taskId)) }
        : column,
    ),
  };
}

export function allTasks(board: Board): Task[] {
  return board.columns.flatMap((column) => column.tasks);
}

/** A soft work-in-progress limit is exceeded when a column holds more tasks than it allows. */
export function overWipLimit(column: Pick<BoardColumn, "wipLimit" | "tasks">): boolean {
  return column.wipLimit !== null && column.tasks.length > column.wipLimit;
}

/**
 * Why the policy of the task's column refuses to let it move on to `to` (docs/column-policies.md),
 * in the server's words; null when it may go. Read on the full board: a filter hides no policy.
 */
export function moveRefusal(board: Board, taskId: number, to: ColumnKey): string | null {
  const found = findTask(board, taskId);
  const column = board.columns.find((candidate) => candidate.key === found?.columnId);
  return found && column ? exitRefusal(found.task, column.requires, to) : null;
}
