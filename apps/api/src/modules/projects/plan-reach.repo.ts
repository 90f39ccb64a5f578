import type { PlanId } from "@cairn/schema/plan-limits";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/**
 * The ids of the projects on one of `plans`, as a subquery: how a read that spans projects
 * (lists, inboxes, search) keeps to the projects a caller's token reaches, when
 * `reachablePlans` (tokens/scopes.ts) bounds them. A read of one record is bounded by the guard
 * (core/procedures.ts) instead. Its own file, free of other repositories, so that any
 * repository may use it without an import circle.
 */
export function projectIdsOnPlans(db: Kysely<Database>, plans: readonly PlanId[]) {
  return db.selectFrom("projects").select("projects.id").where("projects.planType", "in", plans);
}
