import type { Board } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import { describe, expect, it } from "vitest";
import {
  findTask,
  moveInList,
  moveTask,
  overWipLimit,
  removeTask,
  reorderColumns,
  upsertTask,
} from "./board-model";

const at = "2026-01-01T00:00:00.000Z";

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
