import type { ListProjectsQuery } from "@cairn/schema/projects";
import type { ProjectFilter } from "./projects.repo.js";

/** A projects list's query as the repository's filter (paging aside: the count has none). */
export function projectFilter(input: Omit<ListProjectsQuery, "limit" | "offset">): ProjectFilter {
  return {
    q: input.q,
    status: input.status,
    archived: input.archived,
    sort: input.sort,
    order: input.order,
  };
}
