import { ROLES } from "./constants.js";

type Role = (typeof ROLES)[number];

/** Onboarding tour steps and the roles that see them (docs/product.md §3.4). */
export const TOUR_STEP_ROLES: Readonly<Record<string, readonly Role[] | "all">> = {
  welcome: "all",
  "ai-wizard": ["admin", "consultant"],
  dashboard: ["admin", "consultant", "user"],
  projects: ["admin", "consultant"],
  integrations: ["admin"],
  help: "all",
};

export const TOUR_POSITIONS = ["top", "bottom", "left", "right"] as const;

export interface TourStep {
  id: string;
  title: string;
  description: string;
  action?: string;
  /** A CSS selector of the element the step highlights. */
  target: string;
  userRole: readonly Role[] | "all";
  position: (typeof TOUR_POSITIONS)[number];
}

/** The steps a role sees, in order (docs/product.md §4 Tour); an unknown role sees the client's steps. */
export function tourStepsFor<T extends Pick<TourStep, "userRole">>(
  steps: readonly T[],
  role: string,
): T[] {
  const effective: Role = (ROLES as readonly string[]).includes(role) ? (role as Role) : "user";
  return steps.filter((step) => step.userRole === "all" || step.userRole.includes(effective));
}
