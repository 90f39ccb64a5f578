import { describe, expect, it } from "vitest";
import {
  type ColumnRequirement,
  describePolicy,
  exitRefusal,
  type LeavingCard,
  setColumnPolicyInput,
} from "./column-policies.js";

const card = (change: Partial<LeavingCard> = {}): LeavingCard => ({
  title: "Ship it",
  columnId: "inprogress",
  assignedTo: 7,
  checklistTotal: 0,
  checklistDone: 0,
  approval: null,
  ...change,
});

describe("a column's policy", () => {
  it("never holds a card sent back or moved within its column", () => {
    const all: ColumnRequirement[] = ["checklist", "review", "approval"];
    const unticked = card({ columnId: "review", checklistTotal: 2 });
    expect(exitRefusal(unticked, all, "inprogress")).toBeNull();
    expect(exitRefusal(unticked, all, "todo")).toBeNull();
    expect(exitRefusal(unticked, all, "review")).toBeNull();
  });

  it("holds a card moving on with an unticked checklist, and says how far it is", () => {
    expect(
      exitRefusal(card({ checklistTotal: 3, checklistDone: 1 }), ["checklist"], "review"),
    ).toBe(
      'In Progress asks for a complete checklist before a card moves on: "Ship it" has 1 of 3 items ticked.',
    );
    expect(
      exitRefusal(card({ checklistTotal: 3, checklistDone: 3 }), ["checklist"], "review"),
    ).toBeNull();
    // Nothing left to tick on a card without a checklist.
    expect(exitRefusal(card(), ["checklist"], "done")).toBeNull();
  });

  it("sends work on through Review: to Review is fine, past it is not", () => {
    expect(exitRefusal(card({ columnId: "todo" }), ["review"], "inprogress")).toBeNull();
    expect(exitRefusal(card({ columnId: "todo" }), ["review"], "review")).toBeNull();
    expect(exitRefusal(card(), ["review"], "done")).toBe(
      'In Progress sends work on through Review: move "Ship it" to Review first.',
    );
  });

  it("lets a card leave Review approved, and not by its own assignee when the approver is known", () => {
    const inReview = card({ columnId: "review" });
    expect(exitRefusal(inReview, ["approval"], "done")).toBe(
      `Review asks for the client's approval before a card moves on: "Ship it" is not approved yet.`,
    );
    const approved = card({ columnId: "review", approval: "approved" });
    expect(exitRefusal(approved, ["approval"], "done", 9)).toBeNull();
    // The board does not know who approved: the server decides that part.
    expect(exitRefusal(approved, ["approval"], "done")).toBeNull();
    expect(exitRefusal(approved, ["approval"], "done", 7)).toBe(
      `Review asks for an approval by someone other than the card's assignee: "Ship it" was approved by its assignee.`,
    );
    expect(
      exitRefusal(
        card({ columnId: "review", approval: "changes_requested" }),
        ["approval"],
        "done",
      ),
    ).not.toBeNull();
  });

  it("says a policy in words, in its one order", () => {
    expect(describePolicy([])).toBeNull();
    expect(describePolicy(["approval", "checklist"])).toBe(
      "Moves on with a complete checklist and the client's approval.",
    );
    expect(describePolicy(["review"])).toBe("Moves on with a pass through Review.");
  });

  it("accepts for a column only what it may ask", () => {
    const ok = (columnId: string, requires: string[]) =>
      setColumnPolicyInput.safeParse({ projectId: 1, columnId, requires }).success;
    expect(ok("todo", ["checklist", "review"])).toBe(true);
    expect(ok("review", ["checklist", "approval"])).toBe(true);
    expect(ok("done", [])).toBe(true);
    expect(ok("done", ["checklist"])).toBe(false);
    expect(ok("review", ["review"])).toBe(false);
    expect(ok("inprogress", ["approval"])).toBe(false);
  });
});
