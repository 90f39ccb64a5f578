/**
 * One KPI answer for a person (docs/kpis.md): the scope (the projects asked for, each readable
 * by them, else 404; or every project they read), the period, and each asked KPI computed from
 * what kpis.repo.ts reads — only the statements the asked KPIs need.
 */
import { KPI_KEYS, type Kpi, type KpiKey, type KpisAnswer } from "@cairn/schema/kpis";
import type { PlanId } from "@cairn/schema/plan-limits";
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import { planRefusal } from "../../core/token-scopes.js";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import * as compute from "./compute.js";
import {
  columnDeltas,
  finishedTasks,
  firstOutsidePlans,
  firstUnreadable,
  healthWeeks,
  milestoneDeltas,
  moodRows,
  overdueDeltas,
  readableProjectIds,
  scopeMilestones,
} from "./kpis.repo.js";
import { type KpiPeriod, resolvePeriod } from "./period.js";

export interface KpiQuery {
  projectIds?: number[];
  from?: string;
  to?: string;
  kpis?: KpiKey[];
}

type Actor = Pick<User, "id" | "role">;

/**
 * The projects of a request: those asked for (404 on the first one the person may not read, 403
 * on one of a plan outside `plans`), or every one they read of `plans` (tokens/scopes.ts
 * reachablePlans: a non-admin's token reaches only projects with API access).
 */
export async function kpiScope(
  db: Kysely<Database>,
  user: Actor,
  projectIds?: number[],
  plans?: readonly PlanId[],
) {
  if (projectIds === undefined || projectIds.length === 0) {
    return readableProjectIds(db, user, plans);
  }
  const ids = [...new Set(projectIds)].sort((a, b) => a - b);
  const unreadable = await firstUnreadable(db, user, ids);
  if (unreadable !== undefined) {
    throw appError("NOT_FOUND", `Project ${unreadable} was not found.`);
  }
  const outside = plans ? await firstOutsidePlans(db, ids, plans) : undefined;
  if (outside) throw appError("FORBIDDEN", planRefusal(outside.planType));
  return ids;
}

/** The KPIs over a scope already checked. */
export async function computeKpis(
  db: Kysely<Database>,
  ids: number[],
  period: KpiPeriod,
  keys: readonly KpiKey[],
): Promise<Kpi[]> {
  const wants = (...some: KpiKey[]) => some.some((key) => keys.includes(key));
  const none = ids.length === 0;
  const [finished, columns, late, milestones, health, mood] = await Promise.all([
    wants("throughput", "cycle_time", "lead_time", "on_time_rate") && !none
      ? finishedTasks(db, ids, period)
      : [],
    wants("wip", "cumulative_flow") && !none ? columnDeltas(db, ids, period) : [],
    wants("overdue") && !none ? overdueDeltas(db, ids, period) : [],
    wants("milestone_progress") && !none ? milestoneRows(db, ids, period) : undefined,
    wants("health_score") && !none ? healthWeeks(db, ids, period) : [],
    wants("mood", "participation") && !none
      ? moodRows(db, ids, period)
      : { weeks: [], authors: { current: 0, previous: 0 }, members: 0 },
  ]);
  const of: Record<KpiKey, () => Kpi> = {
    throughput: () => compute.throughput(finished, period),
    cycle_time: () => compute.cycleTime(finished, period),
    lead_time: () => compute.leadTime(finished, period),
    wip: () => compute.wip(columns, period),
    on_time_rate: () => compute.onTimeRate(finished, period),
    overdue: () => compute.overdue(late, period),
    health_score: () => compute.healthScore(health, period),
    mood: () => compute.mood(mood, period),
    participation: () => compute.participation(mood, period),
    milestone_progress: () =>
      compute.milestoneProgress(milestones?.deltas ?? [], milestones?.list ?? [], period),
    cumulative_flow: () => compute.cumulativeFlow(columns, period),
  };
  return keys.map((key) => of[key]());
}

/**
 * A project's lead and cycle time over the KPIs' default period (the last 12 ISO weeks, this one
 * included), computed by the KPIs themselves: what the Health tab states is the KPI's `value`.
 */
export async function projectFlowTimes(
  db: Kysely<Database>,
  projectId: number,
  now: Date,
): Promise<{ leadTimeDays: number | null; cycleTimeDays: number | null }> {
  const [lead, cycle] = await computeKpis(db, [projectId], resolvePeriod({}, now), [
    "lead_time",
    "cycle_time",
  ]);
  return { leadTimeDays: lead?.value ?? null, cycleTimeDays: cycle?.value ?? null };
}

async function milestoneRows(db: Kysely<Database>, ids: number[], period: KpiPeriod) {
  const list = await scopeMilestones(db, ids);
  return { list, deltas: await milestoneDeltas(db, ids, period, list !== null) };
}

export async function kpiReport(
  db: Kysely<Database>,
  user: Actor,
  query: KpiQuery,
  now: Date,
  plans?: readonly PlanId[],
): Promise<KpisAnswer> {
  const ids = await kpiScope(db, user, query.projectIds, plans);
  const period = resolvePeriod(query, now);
  const keys = query.kpis ?? [...KPI_KEYS];
  return {
    from: period.from,
    to: period.to,
    projectIds: ids,
    kpis: await computeKpis(db, ids, period, keys),
  };
}
