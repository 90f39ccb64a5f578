import type { Board } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import { describe, expect, it } from "vitest";
import {
  filterBoard,
  filtersFromParams,
  filtersToParams,
  fullIndex,
  isFiltering,
  matches,
  NO_FILTERS,
  weekOf,
} from "./board-filters";

const at = "2026-01-01T00:00:00.000Z";

function task(id: number, fields: Partial<Task> = {}): Task {
  return {
    id,
    title: `Task ${id}`,
    description: null,
    projectId: 1,
    assignedTo: null,
    status: "pending",
    priority: "medium",
    dueDate: null,
    columnId: "todo",
    orderIndex: 0,
    aiPriorityScore: 50,
    completedAt: null,
    createdAt: at,
    updatedAt: at,
    milestoneId: null,
    labelIds: [],
    estimateMinutes: null,
    approval: null,
    checklistTotal: 0,
    checklistDone: 0,
    commentCount: 0,
    attachmentCount: 0,
    ...fields,
  };
}

// Wednesday 2 December 2026, 10:00 UTC: that week runs Monday 30 November to Sunday 6 December.
const now = new Date("2026-12-02T10:00:00.000Z");

describe("filters in the address", () => {
  it("are read from the search params, ignoring what they cannot mean", () => {
    expect(filtersFromParams(new URLSearchParams(""))).toEqual(NO_FILTERS);
    expect(
      filtersFromParams(
        new URLSearchParams("tab=board&assignee=12&label=3&priority=high&due=week&q=copy%20deck"),
      ),
    ).toEqual({ assignee: 12, label: 3, priority: "high", due: "week", text: "copy deck" });
    expect(filtersFromParams(new URLSearchParams("assignee=none"))).toMatchObject({
      assignee: "none",
    });
    expect(
      filtersFromParams(new URLSearchParams("assignee=-1&label=abc&priority=urgent&due=soon&q=")),
    ).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams("label=99999999999"))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams(`q=${"x".repeat(500)}`)).text).toHaveLength(200);
  });

  it("are written back without touching the page's other params", () => {
    const previous = new URLSearchParams("tab=board&q=old&label=9");
    const next = filtersToParams(
      { ...NO_FILTERS, assignee: "none", priority: "low", text: "launch" },
      previous,
    );
    expect(next.toString()).toBe("tab=board&assignee=none&priority=low&q=launch");
    // Cleared filters leave nothing behind; a blank text is no filter.
    expect(filtersToParams({ ...NO_FILTERS, text: "   " }, next).toString()).toBe("tab=board");
    // A round trip gives the same filters.
    const filters = {
      assignee: 4,
      label: 7,
      priority: "high",
      due: "overdue",
      text: "a b",
    } as const;
    expect(filtersFromParams(filtersToParams(filters, new URLSearchParams()))).toEqual(filters);
  });
});

describe("which tasks pass", () => {
  it("by assignee, unassigned, label and priority", () => {
    const mine = task(1, { assignedTo: 4, labelIds: [7, 8], priority: "high" });
    const nobody = task(2);
    expect(matches(mine, { ...NO_FILTERS, assignee: 4 }, now)).toBe(true);
    expect(matches(nobody, { ...NO_FILTERS, assignee: 4 }, now)).toBe(false);
    expect(matches(nobody, { ...NO_FILTERS, assignee: "none" }, now)).toBe(true);
    expect(matches(mine, { ...NO_FILTERS, assignee: "none" }, now)).toBe(false);
    expect(matches(mine, { ...NO_FILTERS, label: 8 }, now)).toBe(true);
    expect(matches(nobody, { ...NO_FILTERS, label: 8 }, now)).toBe(false);
    expect(matches(mine, { ...NO_FILTERS, priority: "high" }, now)).toBe(true);
    expect(matches(mine, { ...NO_FILTERS, priority: "low" }, now)).toBe(false);
    // Every filter set must pass.
    expect(matches(mine, { ...NO_FILTERS, assignee: 4, priority: "low" }, now)).toBe(false);
  });

  it("by due date: overdue (not done), this week (Monday to Sunday), none", () => {
    const late = task(1, { dueDate: "2026-12-01T00:00:00.000Z" });
    const lateButDone = task(2, { dueDate: "2026-12-01T00:00:00.000Z", status: "completed" });
    const sunday = task(3, { dueDate: "2026-12-06T00:00:00.000Z" });
    const nextMonday = task(4, { dueDate: "2026-12-07T00:00:00.000Z" });
    const lastSunday = task(5, { dueDate: "2026-11-29T00:00:00.000Z" });
    const undated = task(6);
    const pass = (due: "overdue" | "week" | "none") =>
      [late, lateButDone, sunday, nextMonday, lastSunday, undated]
        .filter((candidate) => matches(candidate, { ...NO_FILTERS, due }, now))
        .map((candidate) => candidate.id);
    expect(pass("overdue")).toEqual([1, 5]);
    expect(pass("week")).toEqual([1, 2, 3]);
    expect(pass("none")).toEqual([6]);
    expect(weekOf(new Date("2026-12-06T23:59:00.000Z")).start).toBe(
      Date.parse("2026-11-30T00:00:00.000Z"),
    );
  });

  it("by text: every word, in the title or description, any case or accent", () => {
    const brief = task(1, { title: "Write the Résumé", description: "For the pricing page" });
    const find = (text: string) => matches(brief, { ...NO_FILTERS, text }, now);
    expect(find("resume")).toBe(true);
    expect(find("PRICING write")).toBe(true);
    expect(find("pricing deck")).toBe(false);
    expect(find("   ")).toBe(true);
  });
});

describe("a filtered board", () => {
  const board: Board = {
    projectId: 1,
    version: 3,
    columns: [
      {
        id: 1,
        projectId: 1,
        key: "todo",
        title: "To Do",
        color: "#ef4444",
        orderIndex: 0,
        wipLimit: null,
        requires: [],
        createdAt: at,
        tasks: [task(1, { priority: "high" }), task(2), task(3, { priority: "high" })],
      },
      {
        id: 2,
        projectId: 1,
        key: "done",
        title: "Done",
        color: "#22c55e",
        orderIndex: 1,
        wipLimit: null,
        requires: [],
        createdAt: at,
        tasks: [task(4, { columnId: "done" })],
      },
    ],
  };

  it("keeps the passing tasks and counts shown of total", () => {
    const filtered = filterBoard(board, { ...NO_FILTERS, priority: "high" }, now);
    expect(filtered.board.columns.map((column) => column.tasks.map((t) => t.id))).toEqual([
      [1, 3],
      [],
    ]);
    expect([filtered.shown, filtered.total]).toEqual([2, 4]);
    expect(filtered.totals.get("todo")).toBe(3);
  });

  it("is the same board, untouched, without filters", () => {
    const filtered = filterBoard(board, NO_FILTERS, now);
    expect(filtered.board).toBe(board);
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it("places a dropped card before the shown card it was dropped above, in the full column", () => {
    const column = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
    // Shown: 1, 3, 5 (2 and 4 hidden). Task 5 dropped at the top: before 1.
    expect(fullIndex(column, [1, 3, 5], 5, 0)).toBe(0);
    // Task 1 dropped between 3 and 5 (visible index 1 once it left): before 5, after hidden 4.
    expect(fullIndex(column, [1, 3, 5], 1, 1)).toBe(3);
    // Dropped at the end of the shown cards: right after the last shown one.
    expect(fullIndex(column, [1, 3], 9, 2)).toBe(3);
    // A column with nothing shown: at its end.
    expect(fullIndex(column, [], 9, 0)).toBe(5);
  });
});
