import { describe, expect, it } from "vitest";
import { buildRow } from "./build-row.js";

describe("buildRow", () => {
  it("imports a status with no column of Cairn's to To Do, and says so", () => {
    const blocked = buildRow(4, { externalId: "B-4", title: "Sign the lease", status: "Blocked" });
    expect(blocked).toMatchObject({ kind: "item", item: { column: "todo" } });
    expect(blocked.kind === "item" ? blocked.notes : undefined).toEqual([
      {
        row: 4,
        field: "status",
        message: "“Blocked” is not a column of Cairn's board, so the task goes to To Do.",
      },
    ]);
    // A status that names To Do, or none at all, is no news.
    for (const status of ["To Do", "Backlog", "Open", "", null]) {
      const row = buildRow(1, { externalId: "X", title: "T", status });
      expect(row.kind === "item" ? row.notes : "failed", String(status)).toBeUndefined();
    }
  });

  it("imports a row whose date cannot be read without the date, and says so", () => {
    const row = buildRow(4, { externalId: "CW-4", title: "Fix the footer", dueDate: "31/Feb/26" });
    expect(row).toMatchObject({ kind: "item", item: { title: "Fix the footer", dueDate: null } });
    expect(row.kind === "item" ? row.notes : undefined).toEqual([
      {
        row: 4,
        field: "dueDate",
        message:
          "“31/Feb/26” is not a date Cairn can read, so the task has no due date: write dates as year-month-day, such as 2026-03-31.",
      },
    ]);
    const dated = buildRow(5, { externalId: "CW-7", title: "Audit", dueDate: "2026-05-01" });
    expect(dated).toMatchObject({ kind: "item", item: { dueDate: "2026-05-01" } });
    expect(dated.kind === "item" ? dated.notes : "failed").toBeUndefined();
  });
});
