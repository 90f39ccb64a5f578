/**
 * The first data of the consultant's and the client's landing pages: what they read before they
 * show anything. The pages (routes/consultant, routes/client) read their queries from here, and
 * boot (prefetch-landing.ts) starts the same ones beside the session check, so both name the same
 * query keys. A feature's reads are its own `queries.ts` (features/overview, features/board,
 * features/notifications), which boot imports likewise.
 */
import type { Api } from "@cairn/api-client/trpc";
import { WHOLE_LIST } from "../lib/list-view";

type Trpc = Api["trpc"];

/** The consultant's own projects, tasks and leads, and the leads waiting for a consultant. */
export function consultantQueries(trpc: Trpc, userId: number) {
  // The tiles count these lists: the whole of each, not a page.
  const mine = { userId, ...WHOLE_LIST };
  return {
    projects: trpc.projects.listByConsultant.queryOptions(mine),
    tasks: trpc.tasks.listByAssignee.queryOptions(mine),
    myLeads: trpc.leads.listByAssignee.queryOptions(mine),
    allLeads: trpc.leads.list.queryOptions(WHOLE_LIST),
  };
}

/** A client's projects and the tasks that are theirs. */
export function clientQueries(trpc: Trpc, userId: number) {
  // The tiles count these lists: the whole of each, not a page.
  const mine = { userId, ...WHOLE_LIST };
  return {
    projects: trpc.projects.listByClient.queryOptions(mine),
    tasks: trpc.tasks.listByAssignee.queryOptions(mine),
  };
}
