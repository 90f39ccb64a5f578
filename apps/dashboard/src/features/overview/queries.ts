/**
 * The overview's reads, named once: the admin overview (admin-overview.tsx) reads the counters
 * and the latest projects and leads, and boot (boot/prefetch-landing.ts) starts the same ones on
 * the admin's landing page; the client's landing page shows the tasks awaiting their approval
 * (awaiting-approval.tsx). It writes nothing.
 */
import type { Api } from "@cairn/api-client/trpc";
import { RECENT } from "./recent";

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

/** The tasks waiting for the client's verdict. */
export function awaitingApprovalQuery(trpc: Trpc) {
  return trpc.tasks.awaitingApproval.queryOptions();
}
