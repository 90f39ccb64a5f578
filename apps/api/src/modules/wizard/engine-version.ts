/**
 * The planner's version, stored with every saved plan (`plans.engine_version`), so a plan read
 * back later says which rules made it. Raise it whenever a change to the planner or its
 * knowledge base gives different plans for the same answers (planner.test.ts's worked examples
 * change with it). A plan the AI provider reworded says so: `planner-1+enriched`.
 */
import type { PlanSource } from "./serve-plan.js";

export const PLANNER_VERSION = "1";

export function engineVersion(source: PlanSource): string {
  return source === "enriched"
    ? `planner-${PLANNER_VERSION}+enriched`
    : `planner-${PLANNER_VERSION}`;
}
