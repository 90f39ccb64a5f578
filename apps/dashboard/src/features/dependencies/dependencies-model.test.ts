import type { Board } from "@cairn/schema/board";
import { describe, expect, it } from "vitest";
import {
  blockerChoices,
  columnTitleOf,
  doneQuestion,
  hiddenLine,
  isMoveToDone,
  waitingLine,
} from "./dependencies-model";

const board = {
  projectId: 3,
  version: 1,
  columns: [
    {
      key: "todo",
      title: "To Do",
      tasks: [
        { id: 1, title: "Brief" },
        { id: 2, title: "Copy" },
      ],
    },
    { key: "done", title: "Done", tasks: [{ id: 3, title: "Kick-off" }] },
  ],
} as unknown as Board;

describe("dependencies model", () => {
  it("words the warning, the hidden count and the question", () => {
    expect(waitingLine(0)).toBeNull();
    expect(waitingLine(1)).toBe("Waiting on 1 open task");
    expect(waitingLine(2)).toBe("Waiting on 2 open tasks");
    expect(hiddenLine(0)).toBeNull();
    expect(hiddenLine(1)).toBe("1 more in a project you cannot see");
    expect(hiddenLine(3)).toBe("3 more in projects you cannot see");
    expect(doneQuestion("Launch", 1)).toBe(
      "“Launch” is still blocked by 1 open task. Move it to Done anyway?",
    );
    expect(columnTitleOf({ columnId: "inprogress" })).toBe("In Progress");
  });

  it("offers the board's tasks but the task itself and its blockers", () => {
    expect(blockerChoices(board, 2, { blockedBy: [] }).map((choice) => choice.id)).toEqual([1, 3]);
    const kickOff = { id: 3 } as never;
    expect(blockerChoices(board, 2, { blockedBy: [kickOff] })).toEqual([
      { id: 1, title: "Brief", column: "To Do" },
    ]);
  });

  it("asks only for a move into Done from another column", () => {
    expect(isMoveToDone("review", "done")).toBe(true);
    expect(isMoveToDone("done", "done")).toBe(false);
    expect(isMoveToDone("todo", "review")).toBe(false);
  });
});
