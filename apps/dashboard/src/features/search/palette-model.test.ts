import type { SearchResult } from "@cairn/schema/search";
import { describe, expect, it } from "vitest";
import { groupResults, isSearchable, resultHref, step, walkOrder } from "./palette-model";

const result = (change: Partial<SearchResult>): SearchResult => ({
  type: "task",
  id: 1,
  title: "A task",
  context: "A project",
  snippet: null,
  foundIn: "title",
  projectId: 7,
  archived: false,
  rank: 0.5,
  ...change,
});

describe("the palette", () => {
  it("searches once a letter or digit is typed", () => {
    expect(isSearchable("  ")).toBe(false);
    expect(isSearchable(":*&")).toBe(false);
    expect(isSearchable("é")).toBe(true);
    expect(isSearchable("5")).toBe(true);
  });

  it("groups by type, the group of the best result first, each group as ranked", () => {
    const groups = groupResults([
      result({ type: "person", id: 3, rank: 0.9, projectId: null }),
      result({ type: "task", id: 1, rank: 0.6 }),
      result({ type: "task", id: 2, rank: 0.4 }),
      result({ type: "lead", id: 4, rank: 0.6, projectId: null }),
    ]);
    expect(groups.map((group) => [group.label, group.results.map((r) => r.id)])).toEqual([
      ["People", [3]],
      ["Tasks", [1, 2]],
      ["Leads", [4]],
    ]);
    expect(walkOrder(groups).map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  it("moves with the arrows, wrapping at both ends", () => {
    expect(step(0, 1, 3)).toBe(1);
    expect(step(2, 1, 3)).toBe(0);
    expect(step(0, -1, 3)).toBe(2);
    expect(step(0, 1, 0)).toBe(0);
  });

  it("opens each result where it lives, in the role's dashboard", () => {
    expect(resultHref(result({ id: 12, projectId: 3 }), "user")).toBe(
      "/user-dashboard/projects/3/tasks/12",
    );
    expect(resultHref(result({ type: "project", id: 3, projectId: 3 }), "consultant")).toBe(
      "/consultant-dashboard/projects/3",
    );
    expect(resultHref(result({ type: "document", id: 9, projectId: 3 }), "admin")).toBe(
      "/admin-dashboard/projects/3?tab=documents&document=9",
    );
    expect(resultHref(result({ type: "lead", id: 5, projectId: null }), "consultant")).toBe(
      "/consultant-dashboard?tab=leads&lead=5",
    );
    const person = result({ type: "person", id: 4, title: "Sam Rivera", projectId: 3 });
    expect(resultHref(person, "admin")).toBe("/admin-dashboard?tab=users&person=Sam%20Rivera");
    expect(resultHref(person, "consultant")).toBe("/consultant-dashboard/projects/3");
    expect(resultHref({ ...person, projectId: null }, "user")).toBe("/user-dashboard");
  });
});
