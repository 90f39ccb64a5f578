import { SEARCH_TYPES, type SearchType, searchAnswer, searchInput } from "@cairn/schema/search";
import { access } from "../../core/access.js";
import { canReadLead } from "../../core/ownership.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import {
  searchDocuments,
  searchLeads,
  searchPeople,
  searchPlan,
  searchProjects,
  searchTasks,
  typedQuery,
} from "./search.repo.js";
import {
  documentResult,
  leadResult,
  mergeResults,
  personResult,
  projectResult,
  taskResult,
} from "./search-results.js";

/**
 * `GET /api/search?q=`: the command palette (docs/search.md). Projects, tasks (by their title,
 * description or a comment), project documents, leads (staff) and people, each only if the
 * caller may read it — decided in the SQL of each query, with the rules of ownership.ts — at
 * most `limit` of each type, best first. The last word typed is also read as the beginning of a
 * word, so results follow the typing.
 */
export const search = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/search",
      summary: "Search projects, tasks and their comments, documents, leads and people",
    },
    access: access.signedIn(),
  })
  .input(searchInput)
  .output(searchAnswer)
  .query(async ({ ctx, input }) => {
    const query = typedQuery(input.q);
    if (!query) return { q: input.q, results: [] };
    const wanted = new Set<SearchType>(input.types ?? SEARCH_TYPES);
    const who = {
      id: ctx.user.id,
      role: ctx.user.role,
      plans: reachablePlans(ctx.user, ctx.token !== undefined),
    };
    const limit = input.limit;
    const want = <T>(type: SearchType, run: () => Promise<T[]>) =>
      wanted.has(type) ? run() : Promise.resolve([]);
    // One after the other, in one read-only transaction with the plans search.repo.ts counts on:
    // PGlite runs one query at a time anyway, and on PostgreSQL a search holds one connection.
    const { tasks, projects, documents, leads, people } = await searchPlan(ctx.db, async (db) => ({
      tasks: await want("task", () => searchTasks(db, who, query, limit)),
      projects: await want("project", () => searchProjects(db, who, query, limit)),
      documents: await want("document", () => searchDocuments(db, who, query, limit)),
      leads: canReadLead(ctx.user) ? await want("lead", () => searchLeads(db, query, limit)) : [],
      people: await want("person", () => searchPeople(db, who, query, limit)),
    }));
    return {
      q: input.q,
      results: mergeResults(
        [
          tasks.map(taskResult),
          projects.map(projectResult),
          documents.map(documentResult),
          leads.map(leadResult),
          people.map(personResult),
        ],
        SEARCH_TYPES,
      ),
    };
  });
