import type { Board, BoardEvent, ProjectColumn } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import { describe, expect, it } from "vitest";
import {
  applyBoardEvent,
  applyBoardEvents,
  findTask,
  moveInList,
  moveRefusal,
  moveTask,
  overWipLimit,
  placeTask,
  removeTask,
  reorderColumns,
  setColumns,
  upsertTask,
} from "./board-model";

const at = "2026-01-01T00:00:00.000Z";

/** An event that carries its task. */
type TaskEvent = Extract<BoardEvent, { task: unknown }>;

function task(id: number, columnId: Task["columnId"], orderIndex: number): Task {
  return {
    id,
    title: `Task ${id}`,
    description: null,
    projectId: 1,
    assignedTo: null,
    status: columnId === "done" ? "completed" : columnId === "todo" ? "pending" : "in_progress",
    priority: "medium",
    dueDate: null,
    columnId,
    orderIndex,
    aiPriorityScore: 50,
    completedAt: null,
    createdAt: at,
    updatedAt: at,
    milestoneId: null,
    labelIds: [],
    estimateMinutes: null,
    approval: null,
    checklistTotal: 0,
    checklistDone: 0,
    commentCount: 0,
    attachmentCount: 0,
  };
}

function board(): Board {
  const column = (key: Task["columnId"], orderIndex: number, ids: number[]) => ({
    id: orderIndex + 1,
    projectId: 1,
    key,
    title: key,
    color: "#000",
    orderIndex,
    wipLimit: null,
    requires: [],
    createdAt: at,
    tasks: ids.map((id, index) => task(id, key, index)),
  });
  return {
    projectId: 1,
    version: 0,
    columns: [
      column("todo", 0, [1, 2, 3]),
      column("inprogress", 1, [4]),
      column("review", 2, []),
      column("done", 3, [5]),
    ],
  };
}

const ids = (b: Board, key: string) =>
  b.columns.find((column) => column.key === key)?.tasks.map((t) => t.id);

describe("moveTask", () => {
  it("moves a task to another column at a position, with that column's status", () => {
    const next = moveTask(board(), 2, { columnId: "done", index: 0 }, "2026-02-02T00:00:00.000Z");
    expect(ids(next, "todo")).toEqual([1, 3]);
    expect(ids(next, "done")).toEqual([2, 5]);
    const moved = findTask(next, 2);
    expect(moved?.task).toMatchObject({
      columnId: "done",
      status: "completed",
      orderIndex: 0,
      completedAt: "2026-02-02T00:00:00.000Z",
    });
    // Both columns are renumbered without gaps.
    expect(next.columns[0]?.tasks.map((t) => t.orderIndex)).toEqual([0, 1]);
    expect(next.columns[3]?.tasks.map((t) => t.orderIndex)).toEqual([0, 1]);
  });

  it("reorders within a column and clamps the position", () => {
    expect(ids(moveTask(board(), 1, { columnId: "todo", index: 2 }), "todo")).toEqual([2, 3, 1]);
    expect(ids(moveTask(board(), 1, { columnId: "todo", index: 99 }), "todo")).toEqual([2, 3, 1]);
    expect(ids(moveTask(board(), 4, { columnId: "review", index: 5 }), "review")).toEqual([4]);
  });

  it("keeps untouched columns as they were, and ignores an unknown task", () => {
    const before = board();
    const next = moveTask(before, 1, { columnId: "inprogress", index: 0 });
    expect(next.columns[2]).toBe(before.columns[2]);
    expect(next.columns[3]).toBe(before.columns[3]);
    expect(findTask(next, 1)?.task.status).toBe("in_progress");
    expect(moveTask(before, 999, { columnId: "done", index: 0 })).toBe(before);
  });

  it("rolls back exactly: moving back to the old place restores the order", () => {
    const before = board();
    const moved = moveTask(before, 2, { columnId: "review", index: 0 });
    const undone = moveTask(moved, 2, { columnId: "todo", index: 1 });
    expect(ids(undone, "todo")).toEqual([1, 2, 3]);
    expect(findTask(undone, 2)?.task.status).toBe("pending");
  });
});

describe("columns", () => {
  it("moves an item in a list", () => {
    expect(moveInList(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveInList(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("puts the columns in a new order and renumbers them", () => {
    const next = reorderColumns(board(), ["done", "todo", "inprogress", "review"]);
    expect(next.columns.map((column) => column.key)).toEqual([
      "done",
      "todo",
      "inprogress",
      "review",
    ]);
    expect(next.columns.map((column) => column.orderIndex)).toEqual([0, 1, 2, 3]);
  });

  it("tells when a soft WIP limit is exceeded", () => {
    expect(overWipLimit({ wipLimit: null, tasks: [task(1, "todo", 0)] })).toBe(false);
    expect(overWipLimit({ wipLimit: 1, tasks: [task(1, "todo", 0)] })).toBe(false);
    expect(overWipLimit({ wipLimit: 1, tasks: [task(1, "todo", 0), task(2, "todo", 1)] })).toBe(
      true,
    );
  });
});

describe("upsertTask and removeTask", () => {
  it("adds a new task at its position and replaces an edited one in place", () => {
    const created = { ...task(9, "review", 0), title: "New" };
    expect(ids(upsertTask(board(), created), "review")).toEqual([9]);
    const edited = { ...task(2, "todo", 1), title: "Renamed" };
    const next = upsertTask(board(), edited);
    expect(ids(next, "todo")).toEqual([1, 2, 3]);
    expect(findTask(next, 2)?.task.title).toBe("Renamed");
  });

  it("removes a task and closes the gap", () => {
    const next = removeTask(board(), 1);
    expect(ids(next, "todo")).toEqual([2, 3]);
    expect(next.columns[0]?.tasks.map((t) => t.orderIndex)).toEqual([0, 1]);
  });
});

/** An event as the server sends it, made by user 2 at `version`. */
const base = { projectId: 1, actorId: 2, at };
const moved = (version: number, placed: Task, index = placed.orderIndex): TaskEvent => ({
  ...base,
  version,
  type: "task.moved",
  taskId: placed.id,
  columnId: placed.columnId,
  index,
  task: placed,
});
const deleted = (version: number, taskId: number, columnId: Task["columnId"]): BoardEvent => ({
  ...base,
  version,
  type: "task.deleted",
  taskId,
  columnId,
  index: 0,
});
const columnsOf = (b: Board): ProjectColumn[] => b.columns.map(({ tasks: _, ...column }) => column);

describe("placeTask", () => {
  it("inserts a new task at its index and renumbers the column", () => {
    const next = placeTask(board(), { ...task(9, "todo", 1), title: "New" }, 1);
    expect(ids(next, "todo")).toEqual([1, 9, 2, 3]);
    expect(next.columns[0]?.tasks.map((t) => t.orderIndex)).toEqual([0, 1, 2, 3]);
  });

  it("moves a task to another column as the server has it, keeping untouched columns", () => {
    const before = board();
    const server = { ...task(2, "done", 0), status: "completed" as const, completedAt: at };
    const next = placeTask(before, server, 0);
    expect(ids(next, "todo")).toEqual([1, 3]);
    expect(ids(next, "done")).toEqual([2, 5]);
    expect(findTask(next, 2)?.task).toEqual(server);
    expect(next.columns[1]).toBe(before.columns[1]);
    expect(next.columns[2]).toBe(before.columns[2]);
  });

  it("replaces an edited task in place, and clamps an index past the end", () => {
    const edited = placeTask(board(), { ...task(2, "todo", 1), title: "Renamed" }, 1);
    expect(ids(edited, "todo")).toEqual([1, 2, 3]);
    expect(findTask(edited, 2)?.task.title).toBe("Renamed");
    expect(ids(placeTask(board(), task(1, "review", 0), 99), "review")).toEqual([1]);
  });
});

describe("setColumns", () => {
  it("puts the columns in the server's order with their WIP limits, tasks kept", () => {
    const before = board();
    const columns = columnsOf(reorderColumns(before, ["review", "todo", "done", "inprogress"])).map(
      (column) => (column.key === "todo" ? { ...column, wipLimit: 2 } : column),
    );
    const next = setColumns(before, columns);
    expect(next.columns.map((column) => column.key)).toEqual([
      "review",
      "todo",
      "done",
      "inprogress",
    ]);
    expect(next.columns[1]).toMatchObject({ key: "todo", wipLimit: 2 });
    expect(ids(next, "todo")).toEqual([1, 2, 3]);
  });

  it("applies a column's saved policy, tasks kept", () => {
    const before = board();
    const columns = columnsOf(before).map((column) =>
      column.key === "review" ? { ...column, requires: ["checklist" as const] } : column,
    );
    const next = setColumns(before, columns);
    expect(next.columns[2]).toMatchObject({ key: "review", requires: ["checklist"] });
    expect(next.columns[0]).toBe(before.columns[0]);
  });

  it("keeps a column that did not change as it was", () => {
    const before = board();
    const next = setColumns(before, columnsOf(before));
    next.columns.forEach((column, index) => {
      expect(column).toBe(before.columns[index]);
    });
  });
});

describe("applyBoardEvent", () => {
  it("applies each kind of event and takes its version", () => {
    const created = applyBoardEvent(board(), {
      ...base,
      version: 1,
      type: "task.created",
      taskId: 9,
      columnId: "review",
      index: 0,
      task: task(9, "review", 0),
    });
    expect(ids(created, "review")).toEqual([9]);
    expect(created.version).toBe(1);

    const movedBoard = applyBoardEvent(created, moved(2, task(9, "todo", 0)));
    expect(ids(movedBoard, "todo")).toEqual([9, 1, 2, 3]);
    expect(ids(movedBoard, "review")).toEqual([]);

    const gone = applyBoardEvent(movedBoard, deleted(3, 1, "todo"));
    expect(ids(gone, "todo")).toEqual([9, 2, 3]);
    expect(gone.columns[0]?.tasks.map((t) => t.orderIndex)).toEqual([0, 1, 2]);

    const reordered = applyBoardEvent(gone, {
      ...base,
      version: 4,
      type: "columns.changed",
      taskId: null,
      columns: columnsOf(reorderColumns(gone, ["done", "todo", "inprogress", "review"])),
    });
    expect(reordered.columns.map((column) => column.key)).toEqual([
      "done",
      "todo",
      "inprogress",
      "review",
    ]);
    expect(reordered.version).toBe(4);
  });
});

describe("applyBoardEvents", () => {
  it("applies events in version order and skips those the board already shows", () => {
    const start = { ...board(), version: 5 };
    const result = applyBoardEvents(start, [
      moved(7, task(3, "done", 0)),
      moved(5, task(1, "review", 0)),
      moved(6, task(2, "review", 0)),
    ]);
    expect(result.incomplete).toBe(false);
    expect(result.applied.map((event) => event.version)).toEqual([6, 7]);
    expect(ids(result.board, "review")).toEqual([2]);
    expect(ids(result.board, "done")).toEqual([3, 5]);
    expect(result.board.version).toBe(7);
  });

  it("stops at a version gap and says the board must be read", () => {
    const start = { ...board(), version: 1 };
    const result = applyBoardEvents(start, [
      moved(2, task(1, "review", 0)),
      moved(4, task(2, "review", 0)),
    ]);
    expect(result.incomplete).toBe(true);
    expect(result.board.version).toBe(2);
    expect(ids(result.board, "review")).toEqual([1]);
  });

  it("says the board must be read when an event came without its task", () => {
    const start = { ...board(), version: 1 };
    const result = applyBoardEvents(start, [{ ...moved(2, task(1, "review", 0)), task: null }]);
    expect(result).toMatchObject({ incomplete: true, applied: [] });
    expect(result.board).toBe(start);
  });

  it("returns the board itself when nothing applies", () => {
    const start = { ...board(), version: 3 };
    expect(applyBoardEvents(start, [moved(3, task(1, "done", 0))]).board).toBe(start);
    expect(applyBoardEvents(start, []).board).toBe(start);
  });

  it("replays exactly what the server did, whatever the order the events came in", () => {
    // The server: 6 (in Review) moved to To Do at 1, then 1 within To Do to 2.
    const start: Board = {
      ...board(),
      columns: board().columns.map((column) =>
        column.key === "review" ? { ...column, tasks: [task(6, "review", 0)] } : column,
      ),
    };
    const result = applyBoardEvents(start, [
      moved(2, task(1, "todo", 2)),
      moved(1, task(6, "todo", 1)),
    ]);
    expect(ids(result.board, "todo")).toEqual([6, 2, 1, 3]);
  });
});

describe("moveRefusal", () => {
  /** The board with Task 4 (In Progress) at 1 of 3 items ticked, and its column's policy. */
  const held = (requires: Board["columns"][number]["requires"]): Board => ({
    ...board(),
    columns: board().columns.map((column) =>
      column.key === "inprogress"
        ? {
            ...column,
            requires,
            tasks: column.tasks.map((t) => ({ ...t, checklistTotal: 3, checklistDone: 1 })),
          }
        : column,
    ),
  });

  it("says why the column's policy holds the task, in the server's words", () => {
    expect(moveRefusal(held(["checklist"]), 4, "review")).toBe(
      'In Progress asks for a complete checklist before a card moves on: "Task 4" has 1 of 3 items ticked.',
    );
    expect(moveRefusal(held(["review"]), 4, "done")).toBe(
      'In Progress sends work on through Review: move "Task 4" to Review first.',
    );
  });

  it("lets a task go back, stay, or leave a column that asks for nothing", () => {
    expect(moveRefusal(held(["checklist"]), 4, "todo")).toBeNull();
    expect(moveRefusal(held(["checklist"]), 4, "inprogress")).toBeNull();
    expect(moveRefusal(held(["review"]), 4, "review")).toBeNull();
    expect(moveRefusal(held([]), 4, "done")).toBeNull();
    expect(moveRefusal(held(["checklist"]), 99, "done")).toBeNull();
  });
});
