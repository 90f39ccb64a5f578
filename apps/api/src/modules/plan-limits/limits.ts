/**
 * The server's side of the plan limits (the table is @cairn/schema/plan-limits, read by the
 * screens too): a feature a project's plan does not include, or a count it has used up, is
 * refused with 403 and a sentence naming the plan that lifts it.
 */
import {
  PLAN_LIMITS,
  type PlanId,
  type PlanLimits,
  planLimitMessage,
} from "@cairn/schema/plan-limits";
import { appError } from "../../lib/app-error.js";

export function limitsOf(plan: PlanId): PlanLimits {
  return PLAN_LIMITS[plan];
}

/** Refuses a feature the plan does not include: `requireFeature(plan, "toolStackSetup", "does not include tool stack setup")`. */
export function requireFeature(
  plan: PlanId,
  feature: "toolStackSetup" | "assistant" | "apiAccess",
  what: string,
): void {
  if (!PLAN_LIMITS[plan][feature]) {
    throw appError(
      "FORBIDDEN",
      planLimitMessage(plan, what, (limits) => limits[feature]),
    );
  }
}

/** Refuses one more of a counted thing once the plan's number is reached. */
export function requireRoom(
  plan: PlanId,
  limit: "templatesPerProject" | "dashboards",
  used: number,
  what: string,
): void {
  const allowed = PLAN_LIMITS[plan][limit];
  if (allowed !== null && used >= allowed) {
    throw appError(
      "FORBIDDEN",
      planLimitMessage(plan, what, (limits) => {
        const more = limits[limit];
        return more === null || more > allowed;
      }),
    );
  }
}
