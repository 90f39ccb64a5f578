/**
 * What each plan allows, as the pricing page promises it (docs/product.md §9, PLANS in
 * constants.ts). The server enforces these wherever the feature exists
 * (apps/api/src/modules/plan-limits); the screens read them for their hints. `null` is "no limit".
 */
import type { PLAN_TYPES } from "./constants.js";

export type PlanId = (typeof PLAN_TYPES)[number];

export interface PlanLimits {
  /** Length of a roadmap laid out from the project's start. */
  roadmapDays: number;
  /** Project documents made from the template library, per project. */
  templatesPerProject: number | null;
  /** KPI dashboards a person keeps for the plan's projects. */
  dashboards: number | null;
  /** "Tool stack setup": pushing a project into Jira, Trello, Asana, … */
  toolStackSetup: boolean;
  /** "AI assistant bot" in Slack, Teams and the app. */
  assistant: boolean;
  /** "API access": personal and service tokens on the plan's projects. */
  apiAccess: boolean;
}

export const PLAN_LIMITS: Readonly<Record<PlanId, PlanLimits>> = {
  trial: {
    roadmapDays: 7,
    templatesPerProject: 3,
    dashboards: 1,
    toolStackSetup: false,
    assistant: false,
    apiAccess: false,
  },
  pro: {
    roadmapDays: 30,
    templatesPerProject: null,
    dashboards: 20,
    toolStackSetup: true,
    assistant: true,
    apiAccess: false,
  },
  scale: {
    roadmapDays: 60,
    templatesPerProject: null,
    dashboards: null,
    toolStackSetup: true,
    assistant: true,
    apiAccess: true,
  },
};

export const PLAN_NAMES: Readonly<Record<PlanId, string>> = {
  trial: "Free Trial",
  pro: "Pro",
  scale: "Scale",
};

/** The cheapest plan that allows a feature (for "upgrade to …" hints), or undefined. */
export function planAllowing(allows: (limits: PlanLimits) => boolean): PlanId | undefined {
  return (["trial", "pro", "scale"] as const).find((plan) => allows(PLAN_LIMITS[plan]));
}

/**
 * The sentence a person reads when a plan stops them: what the plan includes and which plan
 * lifts it. Used by the API's 403 and the screens' hints alike.
 */
export function planLimitMessage(
  plan: PlanId,
  what: string,
  allows: (limits: PlanLimits) => boolean,
): string {
  const upgrade = planAllowing(allows);
  const hint = upgrade ? ` Upgrade to ${PLAN_NAMES[upgrade]} for more.` : "";
  return `The ${PLAN_NAMES[plan]} plan ${what}.${hint}`;
}
