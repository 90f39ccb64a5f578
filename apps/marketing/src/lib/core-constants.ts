/**
 * The few product constants the landing page's first load needs, copied from
 * `@cairn/schema/constants`: importing that module here would put all of it (plans, demo
 * accounts, option lists) into the first load, because the lazy dialogs share it.
 * core-constants.test.ts checks that the copies match.
 */

export const FREE_TRIAL_DAYS = 14;

export const CLAIMS = {
  teamsOnboarded: "500+",
  averageSetupDays: 30,
  successRate: "95%",
} as const;
