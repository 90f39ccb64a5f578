import { describe, expect, it } from "vitest";
import { buildRow } from "./build-row.js";

describe("buildRow", () => {
  it("imports a status with no column of Cairn's to To Do, and says so (#39, minor)", () => {
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
});
