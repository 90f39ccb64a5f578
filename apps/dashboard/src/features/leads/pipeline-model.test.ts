import type { LeadTimelineEntry } from "@cairn/schema/leads";
import { describe, expect, it } from "vitest";
import {
  ariaSort,
  describeEntry,
  INITIAL_VIEW,
  listQuery,
  PAGE_SIZE,
  pageOf,
  refine,
  toggleSort,
} from "./pipeline-model";

describe("the pipeline's list query", () => {
  it("asks for newest first, one page and one row more, when nothing is chosen", () => {
    expect(listQuery(INITIAL_VIEW)).toEqual({
      sort: "createdAt",
      order: "desc",
      limit: PAGE_SIZE + 1,
      offset: 0,
    });
  });

  it("sends the trimmed search, the status and the assignee only when chosen", () => {
    const view = { ...INITIAL_VIEW, q: "  acme ", status: "lost", assignee: "7", page: 2 };
    expect(listQuery(view)).toMatchObject({
      q: "acme",
      status: "lost",
      assignee: 7,
      offset: 2 * PAGE_SIZE,
    });
    expect(listQuery({ ...INITIAL_VIEW, assignee: "unassigned" }).assignee).toBe("unassigned");
    expect(listQuery({ ...INITIAL_VIEW, q: "   " })).not.toHaveProperty("q");
  });

  it("knows a next page from the extra row", () => {
    const rows = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => index);
    expect(pageOf(rows)).toEqual({ rows: rows.slice(0, PAGE_SIZE), hasNext: true });
    expect(pageOf(rows.slice(0, 3))).toEqual({ rows: [0, 1, 2], hasNext: false });
  });
});

describe("sorting and filtering", () => {
  it("flips the order of the same column, starts another in its natural order", () => {
    const byName = toggleSort({ ...INITIAL_VIEW, page: 3 }, "name");
    expect(byName).toMatchObject({ sort: "name", order: "asc", page: 0 });
    expect(toggleSort(byName, "name").order).toBe("desc");
    expect(toggleSort(byName, "createdAt")).toMatchObject({ sort: "createdAt", order: "desc" });
    expect(ariaSort(byName, "name")).toBe("ascending");
    expect(ariaSort(byName, "status")).toBe("none");
  });

  it("goes back to the first page when the search or a filter changes", () => {
    expect(refine({ ...INITIAL_VIEW, page: 4 }, { status: "won" })).toMatchObject({
      status: "won",
      page: 0,
    });
  });
});

describe("timeline sentences", () => {
  const entry = (change: Partial<LeadTimelineEntry>): LeadTimelineEntry => ({
    id: "event-1",
    kind: "status",
    fromStatus: null,
    toStatus: null,
    detail: null,
    actor: { id: 2, name: "Jordan Lee" },
    createdAt: "2026-11-25T10:00:00.000Z",
    ...change,
  });

  it("says who did what", () => {
    expect(describeEntry(entry({ kind: "created", actor: null }))).toBe("Signed up on the website");
    expect(describeEntry(entry({ kind: "assigned", detail: "Priya Raman" }))).toBe(
      "Jordan Lee assigned the lead to Priya Raman",
    );
    expect(describeEntry(entry({ fromStatus: "assigned", toStatus: "contacted" }))).toBe(
      "Jordan Lee moved it from assigned to contacted",
    );
    expect(describeEntry(entry({ toStatus: "lost", detail: "No budget" }))).toBe(
      "Jordan Lee marked it lost: No budget",
    );
    expect(describeEntry(entry({ kind: "note", detail: "Called" }))).toBe(
      "Jordan Lee added a note",
    );
    expect(describeEntry(entry({ kind: "converted", actor: null }))).toBe(
      "Someone converted the lead into a client",
    );
  });
});
