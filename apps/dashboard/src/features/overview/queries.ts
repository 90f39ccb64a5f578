/**
 * The overview's reads, named once: the admin overview (admin-overview.tsx) reads them, and boot
 * (boot/prefetch-landing.ts) starts the same ones on the admin's landing page.
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
