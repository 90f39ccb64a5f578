import { describe, expect, it } from "vitest";
import { detectDelimiter } from "./csv-records.js";
import { proposeMapping, rowHash } from "./generic-csv.js";
import { columnForWords, parseDueDate, priorityForWords } from "./words.js";

describe("an export's words", () => {
  it("puts statuses, lists and sections in the four columns", () => {
    expect(
      ["Done", "Closed", "Resolved", "Completed", "Doing", "In Progress", "In Review", "QA"].map(
        columnForWords,
      ),
    ).toEqual(["done", "done", "done", "done", "inprogress", "inprogress", "review", "review"]);
    expect(
      ["Ready for review", "Testing", "Backlog", "To Do", "", null].map(columnForWords),
    ).toEqual(["review", "review", "todo", "todo", "todo", "todo"]);
  });

  it("reads priorities as low, medium or high", () => {
    expect(
      ["Highest", "Blocker", "P1", "Medium", "Lowest", "Trivial", "", "whatever"].map(
        priorityForWords,
      ),
    ).toEqual(["high", "high", "high", "medium", "low", "low", "medium", "medium"]);
  });

  it("reads the dates the exports write, and refuses the rest", () => {
    expect(parseDueDate("2026-03-04")).toBe("2026-03-04");
    expect(parseDueDate("2026-06-01T09:00:00.000Z")).toBe("2026-06-01");
    expect(parseDueDate("04/Mar/26 5:00 PM")).toBe("2026-03-04");
    expect(parseDueDate("15/Apr/2026")).toBe("2026-04-15");
    expect(parseDueDate("4 March 2026")).toBe("2026-03-04");
    expect(parseDueDate("  ")).toBeNull();
    for (const bad of ["31/Feb/26", "2026-13-01", "next week", "03/04/2026", "32/Jan/26"]) {
      expect(parseDueDate(bad)).toBeUndefined();
    }
  });
});

describe("a generic CSV", () => {
  it("takes the delimiter the header line uses, outside quotes", () => {
    expect(detectDelimiter("Title,Owner,Due")).toBe(",");
    expect(detectDelimiter("Title;Owner;Due")).toBe(";");
    expect(detectDelimiter('"a;b;c",Owner')).toBe(",");
  });

  it("proposes a mapping from the headers' names, each column once", () => {
    expect(
      proposeMapping(["Name", "Status", "Assignee Email", "Assignee", "Due Date", "Tags"]),
    ).toEqual({
      title: "Name",
      status: "Status",
      assignee: "Assignee Email",
      dueDate: "Due Date",
      labels: "Tags",
    });
  });

  it("gives a row without an id a hash of its values", () => {
    expect(rowHash(["a", "b"])).toBe(rowHash([" a", "b "]));
    expect(rowHash(["a", "b"])).not.toBe(rowHash(["ab", ""]));
  });
});
