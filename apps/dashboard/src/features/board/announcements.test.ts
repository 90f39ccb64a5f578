import { describe, expect, it } from "vitest";
import { droppedTask, heldBeforeDone, movedTask, refusedTask } from "./announcements";

const REFUSAL =
  'In Progress asks for a complete checklist before a card moves on: "Write the copy" has 1 of 3 items ticked.';
const from = { column: "In Progress", index: 1, size: 3 };
const done = { column: "Done", index: 0, size: 2 };

describe("what a screen reader hears when a column's policy holds a task", () => {
  it("says why while the task hovers over a column that would refuse it", () => {
    expect(movedTask("Write the copy", done, REFUSAL)).toBe(
      `"Write the copy" would move to Done, position 1 of 2, but ${REFUSAL} Dropping it there leaves it where it was.`,
    );
    // A column that would take it is said as before.
    expect(movedTask("Write the copy", done, null)).toBe(
      '"Write the copy" would move to Done, position 1 of 2.',
    );
    expect(movedTask("Write the copy", done)).toBe(movedTask("Write the copy", done, null));
  });

  it("says the refusal on a drop, and where the task still is", () => {
    expect(refusedTask(REFUSAL, from)).toBe(
      `${REFUSAL} It stays where it was, in In Progress, position 2 of 3.`,
    );
    expect(droppedTask("Write the copy", done, from)).toBe(
      'You dropped "Write the copy" in Done, position 1 of 2.',
    );
  });
});

describe("what a screen reader hears when a move to Done waits for a question", () => {
  it("says the task stays where it was until the person confirms", () => {
    expect(heldBeforeDone("Write the copy", from)).toBe(
      '"Write the copy" is still blocked by open tasks: it stays in In Progress, position 2 of 3 unless you confirm the move to Done.',
    );
  });
});
