/**
 * The admin overview's counters, kept in memory between changes: counting every task, project,
 * lead and user on each request cost a scan of them all (63 req/s on PGlite with 50,000
 * tasks). The database announces each change that can move a counter on `OVERVIEW_CHANNEL`
 * (migration overview-change-notices); see db/announced-cache.ts for why the copy stays true.
 * Entries are by UTC day, since a task becomes overdue when its due day ends.
 */
import type { AdminOverview } from "@cairn/schema/overview";
import type { FastifyBaseLogger } from "fastify";
import { AnnouncedCache } from "../../db/announced-cache.js";
import type { DatabaseHandle } from "../../db/connect.js";

export const OVERVIEW_CHANNEL = "cairn_overview_changes";

export function createOverviewCache(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): AnnouncedCache<AdminOverview> {
  // One entry a day is all that is ever read; two cover the turn of a day.
  return new AnnouncedCache<AdminOverview>(database, OVERVIEW_CHANNEL, log, { maxEntries: 2 });
}
