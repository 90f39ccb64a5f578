import type { TaskActivityEntry } from "@cairn/schema/task-activity";
import { describe, expect, it } from "vitest";
import { activityWords, FORMER_ACCOUNT, formatEstimate, listWords } from "./activity-words";

const jordan = { id: 2, name: "Jordan Lee", initials: "JL" };

function entry(fields: Partial<TaskActivityEntry>): TaskActivityEntry {
  return {
    id: 1,
    taskId: 9,
    kind: "edited",
    actor: jordan,
    field: null,
    fromValue: null,
    toValue: null,
    detail: null,
    createdAt: "2026-12-01T09:00:00.000Z",
    ...fields,
  };
}

const say = (fields: Partial<TaskActivityEntry>) => {
  const words = activityWords(entry(fields));
  return `${words.who} ${words.what}`;
};

describe("a history line in words", () => {
  it("names the board's changes", () => {
    expect(say({ kind: "created", detail: "In Progress" })).toBe(
      "Jordan Lee created the task in In Progress",
    );
    expect(say({ kind: "moved", fromValue: "todo", toValue: "review", detail: "Review" })).toBe(
      "Jordan Lee moved it from To Do to Review",
    );
    expect(
      say({ kind: "status", fromValue: "in_progress", toValue: "completed", detail: "Done" }),
    ).toBe("Jordan Lee set the status from In progress to Completed (Done)");
  });

  it("says what an edit did to each field, with the old and new values", () => {
    const edit = (field: string, fromValue: string | null, toValue: string | null) =>
      say({ kind: "edited", field, fromValue, toValue });
    expect(edit("title", "Draft", "Pricing page copy")).toBe(
      "Jordan Lee renamed it from “Draft” to “Pricing page copy”",
    );
    expect(edit("description", null, "Three tiers")).toBe("Jordan Lee added a description");
    expect(edit("description", "a", "b")).toBe("Jordan Lee changed the description");
    expect(edit("description", "a", null)).toBe("Jordan Lee removed the description");
    expect(edit("priority", "medium", "high")).toBe(
      "Jordan Lee changed the priority from Medium to High",
    );
    expect(edit("assignee", null, "Sam Rivera")).toBe("Jordan Lee assigned it to Sam Rivera");
    expect(edit("assignee", "Sam Rivera", "Priya Raman")).toBe(
      "Jordan Lee reassigned it from Sam Rivera to Priya Raman",
    );
    expect(edit("assignee", "Sam Rivera", null)).toBe("Jordan Lee unassigned Sam Rivera");
    expect(edit("dueDate", null, "2026-12-24")).toBe("Jordan Lee set the due date to 24 Dec 2026");
    expect(edit("dueDate", "2026-12-24", "2027-01-08")).toBe(
      "Jordan Lee changed the due date from 24 Dec 2026 to 8 Jan 2027",
    );
    expect(edit("dueDate", "2026-12-24", null)).toBe(
      "Jordan Lee removed the due date (was 24 Dec 2026)",
    );
    expect(edit("milestone", null, "Launch")).toBe(
      "Jordan Lee put it under the milestone “Launch”",
    );
    expect(edit("milestone", "Launch", null)).toBe("Jordan Lee took it off the milestone “Launch”");
    expect(edit("labels", null, "Design, Copy")).toBe(
      "Jordan Lee added the labels Design and Copy",
    );
    expect(edit("labels", "Design, Copy", "Copy, Ops")).toBe(
      "Jordan Lee added the label Ops and removed the label Design",
    );
    expect(edit("labels", "Copy", null)).toBe("Jordan Lee removed the label Copy");
    expect(edit("estimate", null, "150")).toBe("Jordan Lee set the estimate to 2.5 h");
    expect(edit("estimate", "60", "20")).toBe("Jordan Lee changed the estimate from 1 h to 0.33 h");
    expect(edit("aiPriorityScore", "50", "81")).toBe(
      "Jordan Lee changed the AI score from 50 to 81",
    );
  });

  it("names the other branches' changes inside a task", () => {
    expect(say({ kind: "commented" })).toBe("Jordan Lee commented");
    expect(say({ kind: "checklist_added", detail: "Book the room" })).toBe(
      "Jordan Lee added “Book the room” to the checklist",
    );
    expect(say({ kind: "checklist_checked", detail: "Book the room" })).toBe(
      "Jordan Lee ticked “Book the room”",
    );
    expect(say({ kind: "attached", detail: "brief.pdf" })).toBe("Jordan Lee attached brief.pdf");
    expect(say({ kind: "attachment_removed", detail: "brief.pdf" })).toBe(
      "Jordan Lee removed the file brief.pdf",
    );
  });

  it("carries the client's note with a verdict, and names a deleted account", () => {
    const sam = { id: 4, name: "Sam Rivera", initials: "SR" };
    expect(
      activityWords(entry({ kind: "changes_requested", actor: sam, detail: "Old logo." })),
    ).toEqual({ who: "Sam Rivera", what: "requested changes", note: "Old logo." });
    expect(activityWords(entry({ kind: "approved", actor: null }))).toEqual({
      who: FORMER_ACCOUNT,
      what: "approved the task",
      note: null,
    });
    // A moved line's detail is the column, already in the words: no note.
    expect(activityWords(entry({ kind: "moved", fromValue: "todo", toValue: "done" })).note).toBe(
      null,
    );
  });
});

describe("small words", () => {
  it("lists names and writes estimates in hours", () => {
    expect(listWords([])).toBe("");
    expect(listWords(["A"])).toBe("A");
    expect(listWords(["A", "B", "C"])).toBe("A, B and C");
    expect(formatEstimate(90)).toBe("1.5 h");
    expect(formatEstimate(0)).toBe("0 h");
    expect(formatEstimate(59_940)).toBe("999 h");
  });
});
