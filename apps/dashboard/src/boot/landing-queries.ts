/**
 * The first data of each dashboard's landing page: what it reads before it shows anything.
 * The pages read their queries from here, and boot (prefetch-landing.ts) starts the same ones
 * beside the session check, so both name the same query keys.
 */
import type { Api } from "@cairn/api-client/trpc";
import { RECENT } from "../features/overview/recent";
import { WHOLE_LIST } from "../lib/list-view";

type Trpc = Api["trpc"];

const LATEST = { limit: RECENT } as const;

/** The admin overview: the counters and the latest projects and leads. */
export function adminOverviewQueries(trpc: Trpc) {
  return {
    overview: trpc.overview.get.queryOptions(),
    projects: trpc.projects.list.queryOptions(LATEST),
    leads: trpc.leads.list.queryOptions(LATEST),
  };
}

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

/** A project page: the project and its board (features/board/use-board.ts reads the same). */
export function projectQueries(trpc: Trpc, projectId: number) {
  return {
    project: trpc.projects.get.queryOptions({ projectId }),
    board: trpc.board.get.queryOptions({ projectId }),
  };
}

/** The header's unread count, on every dashboard page (features/notifications/use-inbox.ts). */
export function headerQueries(trpc: Trpc) {
  return { unread: trpc.notifications.unreadCount.queryOptions() };
}
