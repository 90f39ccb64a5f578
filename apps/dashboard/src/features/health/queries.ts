/**
 * A project's health, named once: the Health tab (health-tab.tsx) reads the figures, the tasks'
 * and the team's share of them and the history; the weekly reports (weekly-reports.tsx) read the
 * latest weekly checks and the week so far. It writes nothing: the API computes health from the
 * project's work.
 */
import type { Api } from "@cairn/api-client/trpc";

type Trpc = Api["trpc"];

/** How many weekly checks the reports show: the eight weeks a catch-up keeps, and a few more. */
const WEEKS_SHOWN = 12;

/** The Health tab's reads, each its own query (the sections show as each arrives). */
export function healthQueries(trpc: Trpc, projectId: number) {
  return {
    health: trpc.health.get.queryOptions({ projectId }),
    tasks: trpc.health.tasks.queryOptions({ projectId }),
    team: trpc.health.team.queryOptions({ projectId }),
    history: healthHistoryQuery(trpc, projectId),
  };
}

/** The project's health, week by week. */
export function healthHistoryQuery(trpc: Trpc, projectId: number) {
  return trpc.health.history.queryOptions({ projectId });
}

/** The latest weekly health checks, newest first. */
export function weeklyChecksQuery(trpc: Trpc, projectId: number) {
  return trpc.health.listChecks.queryOptions({ projectId, limit: WEEKS_SHOWN });
}

/**
 * The week so far: the report the next weekly check would write if the week ended now, computed
 * by the API on each request and never kept.
 */
export function upcomingCheckQuery(trpc: Trpc, projectId: number) {
  return trpc.health.upcomingCheck.queryOptions({ projectId });
}
