import type { RaidEntry } from "@cairn/schema/raid";
import { describe, expect, it } from "vitest";
import {
  cellCount,
  DEFAULT_FILTER,
  entryFields,
  entryForm,
  fieldsOfKind,
  filterEntries,
  formDefaults,
  isReviewOverdue,
  matrixCounts,
  peopleChoices,
  pickCell,
  riskLevel,
  suggestedTaskTitle,
  summaryParts,
  withKind,
  withStatus,
} from "./raid-model";

let nextId = 1;
function entry(change: Partial<RaidEntry> = {}): RaidEntry {
  return {
    id: nextId++,
    projectId: 3,
    kind: "risk",
    title: "A risk",
    description: null,
    status: "open",
    ownerId: null,
    ownerName: null,
    probability: null,
    impact: null,
    score: null,
    response: null,
    reviewDate: null,
    decidedBy: null,
    decidedByName: null,
    decidedOn: null,
    rationale: null,
    taskIds: [],
    createdBy: 2,
    createdAt: "2026-12-01T09:00:00.000Z",
    updatedAt: "2026-12-01T09:00:00.000Z",
    ...change,
  };
}

const risk = (probability: number, impact: number, change: Partial<RaidEntry> = {}) =>
  entry({ kind: "risk", probability, impact, score: probability * impact, ...change });

describe("riskLevel", () => {
  it("is green up to 6, amber from 8 and red from 15 (the schema's bands)", () => {
    expect([1, 4, 6].map(riskLevel)).toEqual(["low", "low", "low"]);
    expect([8, 10, 12].map(riskLevel)).toEqual(["medium", "medium", "medium"]);
    expect([15, 16, 25].map(riskLevel)).toEqual(["high", "high", "high"]);
  });
});

describe("matrixCounts", () => {
  it("counts the open risks per probability and impact, nothing else", () => {
    const counts = matrixCounts([
      risk(4, 4),
      risk(4, 4),
      risk(1, 5),
      risk(4, 4, { status: "closed" }),
      entry({ kind: "issue" }),
      // Unscored, or off the scale: in no cell.
      entry({ kind: "risk" }),
      risk(6, 1),
    ]);
    expect(cellCount(counts, { probability: 4, impact: 4 })).toBe(2);
    expect(cellCount(counts, { probability: 1, impact: 5 })).toBe(1);
    expect(counts.flat().reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(counts).toHaveLength(5);
    expect(counts.every((row) => row.length === 5)).toBe(true);
  });
});

describe("the list's filter", () => {
  const highOpen = risk(4, 4, { title: "Supplier late" });
  const highClosed = risk(4, 4, { status: "closed", title: "Old supplier" });
  const low = risk(1, 2, { title: "Rain on the launch" });
  const issue = entry({ kind: "issue", title: "Login broken" });
  const decision = entry({ kind: "decision", status: "closed", title: "Go with Postgres" });
  const all = [highOpen, highClosed, low, issue, decision];
  const titles = (entries: RaidEntry[]) => entries.map((one) => one.title);

  it("opens on the open entries of every kind", () => {
    expect(titles(filterEntries(all, DEFAULT_FILTER))).toEqual([
      "Supplier late",
      "Rain on the launch",
      "Login broken",
    ]);
  });

  it("narrows by kind and status, or shows all", () => {
    expect(titles(filterEntries(all, { kind: "risk", status: "all", cell: null }))).toEqual([
      "Supplier late",
      "Old supplier",
      "Rain on the launch",
    ]);
    expect(titles(filterEntries(all, { kind: "all", status: "closed", cell: null }))).toEqual([
      "Old supplier",
      "Go with Postgres",
    ]);
    expect(filterEntries(all, { kind: "all", status: "all", cell: null })).toHaveLength(5);
  });

  it("a matrix cell shows its open risks; picked again, it is dropped", () => {
    const picked = pickCell(withKind(DEFAULT_FILTER, "issue"), { probability: 4, impact: 4 });
    expect(picked).toEqual({ kind: "risk", status: "open", cell: { probability: 4, impact: 4 } });
    expect(titles(filterEntries(all, picked))).toEqual(["Supplier late"]);
    expect(pickCell(picked, { probability: 4, impact: 4 }).cell).toBeNull();
    expect(pickCell(picked, { probability: 1, impact: 2 }).cell).toEqual({
      probability: 1,
      impact: 2,
    });
  });

  it("another kind or status drops the cell", () => {
    const picked = pickCell(DEFAULT_FILTER, { probability: 4, impact: 4 });
    expect(withKind(picked, "all")).toEqual({ kind: "all", status: "open", cell: null });
    expect(withStatus(picked, "closed")).toEqual({ kind: "risk", status: "closed", cell: null });
  });
});

describe("isReviewOverdue", () => {
  it("is an open risk reviewed before today", () => {
    expect(isReviewOverdue(risk(3, 3, { reviewDate: "2026-12-01" }), "2026-12-02")).toBe(true);
    expect(isReviewOverdue(risk(3, 3, { reviewDate: "2026-12-02" }), "2026-12-02")).toBe(false);
    expect(isReviewOverdue(risk(3, 3), "2026-12-02")).toBe(false);
    expect(
      isReviewOverdue(risk(3, 3, { reviewDate: "2026-11-01", status: "closed" }), "2026-12-02"),
    ).toBe(false);
    expect(isReviewOverdue(entry({ kind: "issue", reviewDate: "2026-11-01" }), "2026-12-02")).toBe(
      false,
    );
  });
});

describe("summaryParts", () => {
  it("says the high risks, the overdue reviews and the open entries of each kind", () => {
    expect(
      summaryParts({
        openHighRisks: 1,
        overdueReviews: 0,
        open: { risk: 3, assumption: 1, issue: 0, decision: 2 },
      }),
    ).toEqual([
      "1 open high risk",
      "0 overdue reviews",
      "Open: 3 risks, 1 assumption, 0 issues, 2 decisions",
    ]);
  });
});

describe("peopleChoices", () => {
  it("offers the members, the person editing and whoever the entry names already", () => {
    const choices = peopleChoices(
      [
        { id: 2, name: "Jordan Lee" },
        { id: 5, name: "Casey Client" },
      ],
      { id: 1, name: "Ada Admin" },
      [
        { id: 9, name: "Former Member" },
        { id: null, name: null },
        { id: 2, name: "Jordan Lee" },
      ],
    );
    expect([...choices]).toEqual([
      [2, "Jordan Lee"],
      [5, "Casey Client"],
      [1, "Ada Admin"],
      [9, "Former Member"],
    ]);
  });
});

describe("the entry form", () => {
  const values = (change: Record<string, unknown>) =>
    entryForm.parse({ ...formDefaults("risk"), title: "  Supplier late  ", ...change });

  it("needs a risk's probability and impact, not another kind's", () => {
    const refused = entryForm.safeParse({ ...formDefaults("risk"), title: "Supplier late" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "probability",
      "impact",
    ]);
    expect(entryForm.safeParse({ ...formDefaults("issue"), title: "Login broken" }).success).toBe(
      true,
    );
  });

  it("sends a risk's fields only, trimmed, and the owner when asked", () => {
    const risky = values({
      probability: 4,
      impact: 4,
      response: "Order early",
      reviewDate: "2026-12-10",
      ownerId: 2,
      // Left from another kind before the kind changed: not sent.
      rationale: "stale",
      decidedOn: "2026-12-01",
    });
    expect(entryFields(risky, true)).toEqual({
      title: "Supplier late",
      description: null,
      ownerId: 2,
      probability: 4,
      impact: 4,
      response: "Order early",
      reviewDate: "2026-12-10",
    });
    expect(entryFields(risky, false)).not.toHaveProperty("ownerId");
  });

  it("sends a decision's who, when and why, and an issue's common fields", () => {
    const decision = values({
      kind: "decision",
      decidedBy: 2,
      decidedOn: "2026-12-01",
      rationale: "Cheaper to run",
      probability: 3,
    });
    expect(entryFields(decision, true)).toEqual({
      title: "Supplier late",
      description: null,
      ownerId: null,
      decidedBy: 2,
      decidedOn: "2026-12-01",
      rationale: "Cheaper to run",
    });
    expect(entryFields(values({ kind: "issue", description: "Since Monday" }), true)).toEqual({
      title: "Supplier late",
      description: "Since Monday",
      ownerId: null,
    });
  });

  it("starts from the entry being edited", () => {
    const edited = risk(2, 3, { title: "Rain", ownerId: 4, reviewDate: "2026-12-24" });
    expect(formDefaults("issue", edited)).toMatchObject({
      kind: "risk",
      title: "Rain",
      ownerId: 4,
      probability: 2,
      impact: 3,
      reviewDate: "2026-12-24",
      description: "",
      status: "open",
    });
  });

  it("shows each kind's own fields", () => {
    expect(fieldsOfKind("risk")).toEqual([
      "title",
      "description",
      "probability",
      "impact",
      "response",
      "reviewDate",
    ]);
    expect(fieldsOfKind("decision")).toEqual([
      "title",
      "description",
      "decidedBy",
      "decidedOn",
      "rationale",
    ]);
    expect(fieldsOfKind("assumption")).toEqual(["title", "description"]);
  });
});

describe("suggestedTaskTitle", () => {
  it("names the task after the risk, within the title's limit", () => {
    expect(suggestedTaskTitle({ title: "Supplier late" })).toBe("Respond to: Supplier late");
    expect(suggestedTaskTitle({ title: "x".repeat(200) })).toHaveLength(200);
  });
});
