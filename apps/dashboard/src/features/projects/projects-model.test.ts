import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../lib/list-view";
import {
  confirms,
  INITIAL_PROJECTS_VIEW,
  isFiltered,
  managesProject,
  projectsQuery,
  sortProjects,
} from "./projects-model";

describe("the projects lists' query", () => {
  it("asks for the projects in use, newest first, one page and a row more, when nothing is chosen", () => {
    expect(projectsQuery(INITIAL_PROJECTS_VIEW)).toEqual({
      sort: "createdAt",
      order: "desc",
      limit: PAGE_SIZE + 1,
      offset: 0,
    });
    expect(isFiltered(INITIAL_PROJECTS_VIEW)).toBe(false);
  });

  it("sends the search, the status and the archive choice only when chosen", () => {
    const view = {
      ...INITIAL_PROJECTS_VIEW,
      q: " relaunch ",
      status: "on_hold",
      archived: "only" as const,
      page: 1,
    };
    expect(projectsQuery(view)).toMatchObject({
      q: "relaunch",
      status: "on_hold",
      archived: "only",
      offset: PAGE_SIZE,
    });
    expect(isFiltered(view)).toBe(true);
  });

  it("starts a name or status sort A to Z, a date newest first, and flips the same column", () => {
    const byName = sortProjects({ ...INITIAL_PROJECTS_VIEW, page: 2 }, "name");
    expect(byName).toMatchObject({ sort: "name", order: "asc", page: 0 });
    expect(sortProjects(byName, "name").order).toBe("desc");
    expect(sortProjects(byName, "createdAt").order).toBe("desc");
  });
});

describe("managing a project", () => {
  it("is for admins and the project's own consultant", () => {
    expect(managesProject({ id: 1, role: "admin" }, { consultantId: 2 })).toBe(true);
    expect(managesProject({ id: 2, role: "consultant" }, { consultantId: 2 })).toBe(true);
    expect(managesProject({ id: 3, role: "consultant" }, { consultantId: 2 })).toBe(false);
    expect(managesProject({ id: 2, role: "user" }, { consultantId: 2 })).toBe(false);
  });

  it("confirms a deletion with the name typed exactly, spaces at the ends aside", () => {
    expect(confirms(" Northwind Relaunch ", "Northwind Relaunch")).toBe(true);
    expect(confirms("northwind relaunch", "Northwind Relaunch")).toBe(false);
    expect(confirms("Northwind", "Northwind Relaunch")).toBe(false);
  });
});
