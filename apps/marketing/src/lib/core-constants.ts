/**
 * The few product constants the landing page's first load needs, copied from
 * `@cairn/schema/constants`: importing that module here would put all of it (plans, demo
 * accounts, option lists) into the first load, because the lazy dialogs share it.
 * core-constants.test.ts checks that the copies match.
 */

export const USER_STORAGE_KEY = "pmo-user";
export const START_TOUR_STORAGE_KEY = "start_onboarding_tour";
export const FREE_TRIAL_DAYS = 14;

export const CLAIMS = {
  teamsOnboarded: "500+",
  averageSetupDays: 30,
  successRate: "95%",
} as const;

/** The dashboard a role lands on; any unknown role is a client's (docs/product.md §6). */
export function dashboardPathFor(role: string | undefined): string {
  if (role === "admin") return "/admin-dashboard";
  if (role === "consultant") return "/consultant-dashboard";
  return "/user-dashboard";
}
