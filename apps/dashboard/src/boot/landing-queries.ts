/**
 * The first data of the consultant's and the client's landing pages: what they read before they
 * show anything. The pages (routes/consultant, routes/client) read their queries from here, and
 * boot (prefetch-landing.ts) starts the same ones beside the session check, so both name the same
 * query keys. Each read is named in its feature's `queries.ts` (projects, tasks, leads), as every
 * feature's reads are; this file only groups those a landing page starts with (whole lists, not
 * pages: the tiles count them).
 */
import type { Api } from "@cairn/api-client/trpc";
import { allLeadsQuery, assignedLeadsQuery } from "../features/leads/queries";
import { clientProjectsQuery, consultantProjectsQuery } from "../features/projects/queries";
import { assignedTasksQuery } from "../features/tasks/queries";

type Trpc = Api["trpc"];

/** The consultant's own projects, tasks and leads, and the leads waiting for a consultant. */
export function consultantQueries(trpc: Trpc, userId: number) {
  return {
    projects: consultantProjectsQuery(trpc, userId),
    tasks: assignedTasksQuery(trpc, userId),
    myLeads: assignedLeadsQuery(trpc, userId),
    allLeads: allLeadsQuery(trpc),
  };
}

/** A client's projects and the tasks that are theirs. */
export function clientQueries(trpc: Trpc, userId: number) {
  return {
    projects: clientProjectsQuery(trpc, userId),
    tasks: assignedTasksQuery(trpc, userId),
  };
}
