/**
 * What the KPI dashboards read off the API's refusals: a stale save's 409 carries the dashboard
 * as it now is (`current`), and a create past the plan's limit is a 403 whose message names the
 * plan that lifts it.
 */
import { isAppError } from "@cairn/api-client/errors";
import { type Dashboard, dashboard } from "@cairn/schema/dashboards";
import { newerVersion } from "../documents/conflict";

/** The dashboard a stale save's 409 carries (someone saved it meanwhile), if it is one. */
export function newerDashboard(error: unknown): Dashboard | undefined {
  return newerVersion(error, dashboard);
}

/** The plan's sentence, when a refusal is the plan's limit. */
export function planLimitMessage(error: unknown): string | undefined {
  if (!isAppError(error, "FORBIDDEN") || !(error instanceof Error)) return undefined;
  return /plan/i.test(error.message) ? error.message : undefined;
}
