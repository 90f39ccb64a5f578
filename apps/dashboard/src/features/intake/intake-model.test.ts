import type { Board } from "@cairn/schema/board";
import type { IntakeRequest } from "@cairn/schema/intake";
import { describe, expect, it } from "vitest";
import { mergeChoices, publicFormUrl, splitRequests } from "./intake-model";

function aRequest(id: number, change: Partial<IntakeRequest> = {}): IntakeRequest {
  return {
    id,
    projectId: 3,
    title: `Request ${id}`,
    description: null,
    source: "app",
    requesterId: 5,
    requesterName: "Casey Client",
    requesterEmail: null,
    status: "new",
    reason: null,
    taskId: null,
    taskTitle: null,
    decidedAt: null,
    createdAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

describe("splitRequests", () => {
  it("keeps the new ones in the API's order, and the decided ones latest decision first", () => {
    const { waiting, decided } = splitRequests([
      aRequest(5),
      aRequest(4),
      aRequest(3, { status: "declined", decidedAt: "2026-12-02T09:00:00.000Z" }),
      aRequest(2, { status: "accepted", decidedAt: "2026-12-04T09:00:00.000Z" }),
      aRequest(1, { status: "merged", decidedAt: "2026-12-03T09:00:00.000Z" }),
    ]);
    expect(waiting.map((request) => request.id)).toEqual([5, 4]);
    expect(decided.map((request) => request.id)).toEqual([2, 1, 3]);
  });
});

describe("mergeChoices", () => {
  const board = {
    projectId: 3,
    version: 1,
    columns: [
      { title: "To Do", tasks: [{ id: 41, title: "Export the report to CSV" }] },
      { title: "In Progress", tasks: [{ id: 42, title: "Report filters" }] },
    ],
  } as unknown as Board;

  it("lists every task with its column, and those holding every word searched for", () => {
    expect(mergeChoices(board, "")).toEqual([
      { id: 41, title: "Export the report to CSV", column: "To Do" },
      { id: 42, title: "Report filters", column: "In Progress" },
    ]);
    expect(mergeChoices(board, "  csv REPORT ").map((choice) => choice.id)).toEqual([41]);
    expect(mergeChoices(board, "invoice")).toEqual([]);
  });
});

describe("publicFormUrl", () => {
  it("is the public site's form, as an absolute address", () => {
    expect(publicFormUrl("abc", "https://cairn.example/admin-dashboard/projects/3")).toBe(
      "https://cairn.example/intake/abc",
    );
  });
});
