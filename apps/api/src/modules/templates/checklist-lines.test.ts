import { describe, expect, it } from "vitest";
import { checklistLines } from "./checklist-lines.js";

describe("checklistLines", () => {
  it("reads every task-list line in order, ticked or not, and nothing else", () => {
    const markdown = [
      "# Launch review",
      "1. Walk the board",
      "- [ ] Release notes written",
      "  * [x] Rollback rehearsed  ",
      "+ [X] Owner named",
      "- a plain bullet",
      "- [] not a task line",
      "- [ ]",
    ].join("\n");
    expect(checklistLines(markdown)).toEqual([
      "Release notes written",
      "Rollback rehearsed",
      "Owner named",
    ]);
  });

  it("cuts an item to the length a checklist item may have", () => {
    const [item] = checklistLines(`- [ ] ${"a".repeat(600)}`);
    expect(item).toHaveLength(500);
  });
});
