import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLUMN_KEYS, TASK_STATUSES } from "./constants.js";
import { columnForStatus, columnTitle, parseTaskStatus, statusForColumn } from "./task-status.js";

describe("the task status vocabulary", () => {
  it("reads every spelling the contract uses", () => {
    expect(parseTaskStatus("in-progress")).toBe("in_progress");
    expect(parseTaskStatus("In Progress")).toBe("in_progress");
    expect(parseTaskStatus("in_progress")).toBe("in_progress");
    expect(parseTaskStatus("completed")).toBe("completed");
    expect(parseTaskStatus("pending")).toBe("pending");
    expect(parseTaskStatus("archived")).toBeUndefined();
  });

  it("keeps status and column consistent in both directions", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COLUMN_KEYS), (column) => {
        const status = statusForColumn(column);
        // A task in a column, asked for its own status, stays in that column.
        expect(columnForStatus(status, column)).toBe(column);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...TASK_STATUSES),
        fc.constantFrom(...COLUMN_KEYS),
        (status, from) => {
          expect(statusForColumn(columnForStatus(status, from))).toBe(status);
        },
      ),
    );
  });

  it("moves a status change to the column of that status", () => {
    expect(columnForStatus("completed", "todo")).toBe("done");
    expect(columnForStatus("pending", "review")).toBe("todo");
    expect(columnForStatus("in_progress", "todo")).toBe("inprogress");
    expect(columnForStatus("in_progress", "review")).toBe("review");
  });
});

describe("columnTitle", () => {
  it("names each column as the board does, and a key it does not know by the key", () => {
    expect(COLUMN_KEYS.map(columnTitle)).toEqual(["To Do", "In Progress", "Review", "Done"]);
    expect(columnTitle("archive")).toBe("archive");
  });
});
