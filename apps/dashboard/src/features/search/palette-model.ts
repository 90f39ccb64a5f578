/**
 * The command palette's pure parts (docs/search.md): what is worth sending, the results grouped
 * by type, where each result opens, and how the arrow keys move through them.
 */
import { appRole, dashboardPath } from "@cairn/api-client/session";
import { SEARCH_TYPES, type SearchResult, type SearchType } from "@cairn/schema/search";

export const GROUP_LABELS: Readonly<Record<SearchType, string>> = {
  task: "Tasks",
  project: "Projects",
  document: "Documents",
  lead: "Leads",
  person: "People",
};

/** A search is sent once it holds a letter or a digit (the API has nothing to match otherwise). */
export function isSearchable(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q);
}

export interface ResultGroup {
  type: SearchType;
  label: string;
  results: readonly SearchResult[];
}

/**
 * The results by type, each type's best first as the API ranked them; the type whose best
 * result ranks highest comes first (ties in the palette's usual order), so that typing a
 * person's name puts People on top.
 */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = SEARCH_TYPES.map((type) => ({
    type,
    label: GROUP_LABELS[type],
    results: results.filter((result) => result.type === type),
  })).filter((group) => group.results.length > 0);
  const best = (group: ResultGroup) => group.results[0]?.rank ?? 0;
  return groups.sort(
    (a, b) => best(b) - best(a) || SEARCH_TYPES.indexOf(a.type) - SEARCH_TYPES.indexOf(b.type),
  );
}

/** The results in the order the keyboard walks them: group after group. */
export function walkOrder(groups: readonly ResultGroup[]): SearchResult[] {
  return groups.flatMap((group) => group.results);
}

/** Arrow keys: one step, wrapping at either end; nothing to move through stays at 0. */
export function step(active: number, delta: number, count: number): number {
  if (count === 0) return 0;
  return (((active + delta) % count) + count) % count;
}

/**
 * Where a result opens, in the signed-in person's dashboard: a task its panel over the board
 * (`…/projects/{projectId}/tasks/{taskId}`), a project its page, a document the project's
 * Documents tab with it open, a lead the leads tab with its detail, a person the Users tab
 * searched for them (admins) or the project they share (anyone else).
 */
export function resultHref(result: SearchResult, role: string): string {
  const base = dashboardPath(role);
  switch (result.type) {
    case "task":
      return `${base}/projects/${result.projectId}/tasks/${result.id}`;
    case "project":
      return `${base}/projects/${result.id}`;
    case "document":
      return `${base}/projects/${result.projectId}?tab=documents&document=${result.id}`;
    case "lead":
      return `${base}?tab=leads&lead=${result.id}`;
    case "person":
      if (appRole(role) === "admin") {
        return `${base}?tab=users&person=${encodeURIComponent(result.title)}`;
      }
      return result.projectId === null ? base : `${base}/projects/${result.projectId}`;
  }
}

/** What the palette offers to find, in the words of its empty state. */
export function searchableTypes(role: string): string {
  return appRole(role) === "client"
    ? "projects, tasks and their comments, documents and people"
    : "projects, tasks and their comments, documents, leads and people";
}
