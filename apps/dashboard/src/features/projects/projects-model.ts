/**
 * The projects lists' screens, as data (docs/projects.md): what their toolbars ask the API for
 * (`GET /api/projects`, `/projects/consultant/{id}`, `/projects/client/{id}`). Sorting, paging
 * and the search itself are lib/list-view.ts's.
 */
import type { Project, ProjectArchiveFilter, ProjectSort } from "@cairn/schema/projects";
import * as list from "../../lib/list-view";

export interface ProjectsView extends list.ListView<ProjectSort> {
  /** A project status, or "all". */
  status: string;
  archived: ProjectArchiveFilter;
}

export const INITIAL_PROJECTS_VIEW: ProjectsView = {
  q: "",
  status: "all",
  archived: "exclude",
  sort: "createdAt",
  order: "desc",
  page: 0,
};

export interface ProjectsQuery extends list.PageQuery<ProjectSort> {
  status?: Project["status"];
  archived?: ProjectArchiveFilter;
}

/** Only what narrows the list (the API leaves archived projects out by itself), and a row more. */
export function projectsQuery(view: ProjectsView): ProjectsQuery {
  const query: ProjectsQuery = list.pageQuery(view);
  if (view.status !== "all") query.status = view.status as Project["status"];
  if (view.archived !== "exclude") query.archived = view.archived;
  return query;
}

/** Dates start newest first; names and statuses A to Z. */
export function sortProjects(view: ProjectsView, column: ProjectSort): ProjectsView {
  return list.toggleSort(view, column, ["createdAt"]);
}

export function isFiltered(view: ProjectsView): boolean {
  return view.q.trim() !== "" || view.status !== "all" || view.archived !== "exclude";
}

/** The archive filter's choices, in the words of the toolbar. */
export const ARCHIVE_OPTIONS: readonly { value: ProjectArchiveFilter; label: string }[] = [
  { value: "exclude", label: "In use" },
  { value: "only", label: "Archived" },
  { value: "include", label: "In use and archived" },
];

/** The sorts a list of cards offers in a select (a table sorts by its headers). */
export const CARD_SORTS: readonly {
  value: string;
  label: string;
  sort: ProjectSort;
  order: list.SortOrder;
}[] = [
  { value: "newest", label: "Newest first", sort: "createdAt", order: "desc" },
  { value: "oldest", label: "Oldest first", sort: "createdAt", order: "asc" },
  { value: "name", label: "Name A–Z", sort: "name", order: "asc" },
  { value: "status", label: "Status", sort: "status", order: "asc" },
];

/** Whether the typed confirmation is the project's name, as the API compares it. */
export function confirms(typed: string, name: string): boolean {
  return typed.trim() === name;
}

/** Who may archive, restore (and so change) a project: admins and its consultant (ownership.ts). */
export function managesProject(
  user: { id: number; role: string },
  project: Pick<Project, "consultantId">,
): boolean {
  return user.role === "admin" || (user.role === "consultant" && project.consultantId === user.id);
}
