import type { Board, BoardEvent } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { moveTask } from "./board-model";
import { BoardSync, ECHO_WAIT_MS } from "./board-sync";

const at = "2026-01-01T00:00:00.000Z";

/** An event that carries its task. */
type TaskEvent = Extract<BoardEvent, { task: unknown }>;
const ME = 1;
const OTHER = 2;

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

/** To Do holds 1, 2, 3; In Progress 4; Review 6; Done 5. */
function board(version = 0): Board {
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
    version,
    columns: [
      column("todo", 0, [1, 2, 3]),
      column("inprogress", 1, [4]),
      column("review", 2, [6]),
      column("done", 3, [5]),
    ],
  };
}

const moved = (version: number, actorId: number, placed: Task): TaskEvent => ({
  projectId: 1,
  actorId,
  at,
  version,
  type: "task.moved",
  taskId: placed.id,
  columnId: placed.columnId,
  index: placed.orderIndex,
  task: placed,
});

const ids = (b: Board | undefined, key: string) =>
  b?.columns.find((column) => column.key === key)?.tasks.map((t) => t.id);

/** A board cache and a server the sync reads from, with every read counted. */
function setup(start: Board | null = board()) {
  let cached: Board | undefined = start ?? undefined;
  let server: Board = start ?? board();
  const answers: ((board: Board) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Board>((resolve) => {
        answers.push(resolve);
      }),
  );
  const applied = vi.fn();
  const sync = new BoardSync({
    userId: ME,
    read: () => cached,
    write: (next) => {
      cached = next;
    },
    fetch,
    applied,
  });
  return {
    sync,
    fetch,
    applied,
    cache: () => cached,
    draw: (update: (b: Board) => Board) => {
      cached = cached && update(cached);
    },
    /** The board query's first answer. */
    load: (first: Board) => {
      cached = first;
    },
    setServer: (next: Board) => {
      server = next;
    },
    /** Answers the oldest read with the server's board. */
    answer: async () => {
      answers.shift()?.(server);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("BoardSync, changes by others", () => {
  it("applies an event at once, without reading the board", () => {
    const s = setup();
    s.sync.receive(moved(1, OTHER, task(1, "review", 0)));
    expect(ids(s.cache(), "review")).toEqual([1, 6]);
    expect(s.cache()?.version).toBe(1);
    expect(s.fetch).not.toHaveBeenCalled();
    expect(s.applied).toHaveBeenCalledTimes(1);
  });

  it("ignores an event at or below the version it shows", () => {
    const s = setup(board(4));
    const before = s.cache();
    s.sync.receive(moved(4, OTHER, task(1, "review", 0)));
    s.sync.receive(moved(2, OTHER, task(2, "review", 0)));
    expect(s.cache()).toBe(before);
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it("reads the board once on a version gap, then applies what came meanwhile", async () => {
    const s = setup();
    s.sync.receive(moved(2, OTHER, task(1, "review", 0)));
    s.sync.receive(moved(3, OTHER, task(2, "review", 0)));
    expect(s.fetch).toHaveBeenCalledTimes(1);
    s.setServer(
      moveTask(moveTask({ ...board(), version: 3 }, 1, { columnId: "review", index: 0 }), 2, {
        columnId: "review",
        index: 0,
      }),
    );
    s.sync.receive(moved(4, OTHER, task(3, "done", 0)));
    expect(s.fetch).toHaveBeenCalledTimes(1);
    await s.answer();
    expect(ids(s.cache(), "review")).toEqual([2, 1, 6]);
    expect(ids(s.cache(), "done")).toEqual([3, 5]);
    expect(s.cache()?.version).toBe(4);
    expect(s.fetch).toHaveBeenCalledTimes(1);
  });

  it("reads the board once when an event comes without its task", () => {
    const s = setup();
    s.sync.receive({ ...moved(1, OTHER, task(1, "review", 0)), task: null });
    expect(s.fetch).toHaveBeenCalledTimes(1);
  });

  it("reads the board once after a reconnection", async () => {
    const s = setup();
    s.sync.reconnected();
    s.sync.reconnected();
    expect(s.fetch).toHaveBeenCalledTimes(1);
    s.setServer(board(7));
    await s.answer();
    expect(s.cache()?.version).toBe(7);
  });

  it("holds events while a card is dragged", () => {
    const s = setup();
    s.sync.setDragging(true);
    s.sync.receive(moved(1, OTHER, task(1, "review", 0)));
    expect(ids(s.cache(), "review")).toEqual([6]);
    s.sync.setDragging(false);
    expect(ids(s.cache(), "review")).toEqual([1, 6]);
  });

  it("keeps events that come before the board, for when it comes", () => {
    const s = setup(null);
    s.sync.receive(moved(1, OTHER, task(1, "review", 0)));
    s.sync.receive(moved(2, OTHER, task(2, "review", 0)));
    expect(s.cache()).toBeUndefined();
    s.load(board(1));
    s.sync.flush();
    expect(ids(s.cache(), "review")).toEqual([2, 6]);
    expect(s.cache()?.version).toBe(2);
    expect(s.fetch).not.toHaveBeenCalled();
  });
});

describe("BoardSync, own changes", () => {
  it("never moves a card under a change on its way, and ends as the server has it", () => {
    const s = setup();
    // I move 1 to position 2 of To Do; meanwhile someone moves 6 to To Do at 1, and the server
    // applies theirs first.
    const change = s.sync.begin("task:1");
    s.draw((b) => moveTask(b, 1, { columnId: "todo", index: 2 }));
    expect(ids(s.cache(), "todo")).toEqual([2, 3, 1]);
    s.sync.receive(moved(1, OTHER, task(6, "todo", 1)));
    s.sync.receive(moved(2, ME, task(1, "todo", 2)));
    expect(ids(s.cache(), "todo")).toEqual([2, 3, 1]);
    change.confirm();
    // What the server did: [1, 6, 2, 3], then 1 to position 2 of [6, 2, 3].
    expect(ids(s.cache(), "todo")).toEqual([6, 2, 1, 3]);
    expect(s.cache()?.version).toBe(2);
    expect(s.fetch).not.toHaveBeenCalled();
  });

  it("waits for the own event when the answer comes first", () => {
    const s = setup();
    const change = s.sync.begin("task:1");
    s.draw((b) => moveTask(b, 1, { columnId: "done", index: 0 }));
    change.confirm();
    s.sync.receive(moved(1, OTHER, task(4, "review", 0)));
    expect(ids(s.cache(), "review")).toEqual([6]);
    s.sync.receive(moved(2, ME, { ...task(1, "done", 0), status: "completed" }));
    expect(ids(s.cache(), "review")).toEqual([4, 6]);
    expect(ids(s.cache(), "done")).toEqual([1, 5]);
    expect(s.cache()?.version).toBe(2);
  });

  it("drops a refused change and applies what others did meanwhile", () => {
    const s = setup();
    const change = s.sync.begin("task:1");
    s.draw((b) => moveTask(b, 1, { columnId: "done", index: 0 }));
    s.sync.receive(moved(1, OTHER, task(4, "review", 0)));
    change.fail();
    expect(ids(s.cache(), "todo")).toEqual([1, 2, 3]);
    expect(ids(s.cache(), "review")).toEqual([4, 6]);
  });

  it("reads the board once when a confirmed change's event does not come", async () => {
    const s = setup();
    const change = s.sync.begin("task:1");
    s.draw((b) => moveTask(b, 1, { columnId: "done", index: 0 }));
    change.confirm();
    vi.advanceTimersByTime(ECHO_WAIT_MS - 1);
    expect(s.fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(s.fetch).toHaveBeenCalledTimes(1);
    // The screen keeps the change until the board comes.
    expect(ids(s.cache(), "done")).toEqual([1, 5]);
    s.setServer(moveTask(board(1), 1, { columnId: "done", index: 0 }));
    await s.answer();
    expect(ids(s.cache(), "done")).toEqual([1, 5]);
    expect(s.cache()?.version).toBe(1);
  });

  it("does not draw a board read that began before an own change", async () => {
    const s = setup();
    s.sync.reconnected();
    const change = s.sync.begin("task:1");
    s.draw((b) => moveTask(b, 1, { columnId: "done", index: 0 }));
    s.setServer(board(3));
    await s.answer();
    expect(ids(s.cache(), "done")).toEqual([1, 5]);
    change.confirm();
    s.sync.receive(moved(4, ME, task(1, "done", 0)));
    // Read again once the change is through.
    expect(s.fetch).toHaveBeenCalledTimes(2);
  });
});
