/**
 * What an API token's scopes allow, as pure rules (docs/api-tokens.md). A token reads whatever
 * its owner may read (every query); a change (a mutation) needs the write scope its procedure
 * declares in its meta (`scope`, core/meta.ts). A change that declares none (accounts,
 * integrations, the outbox, templates, notifications…) is never made with a token.
 */

import type { TokenScope } from "@cairn/schema/api-tokens";
import { PLAN_LIMITS, type PlanId, planLimitMessage } from "@cairn/schema/plan-limits";

/** What the guard knows of the called procedure: its path, its kind and its meta's flags. */
export interface CalledProcedure {
  /** Dotted path in the router (`tasks.update`). */
  path: string;
  type: "query" | "mutation" | "subscription";
  /** The write scope its meta declares, for a change. */
  scope?: TokenScope;
  sessionOnly?: boolean;
}

/** Why a token may not make this call, or undefined when its scopes allow it. */
export function scopeRefusal(
  scopes: readonly string[],
  { path, type, scope, sessionOnly = false }: CalledProcedure,
): string | undefined {
  if (sessionOnly) {
    return "API tokens cannot do this: it needs you signed in to Cairn (a session), not a token.";
  }
  if (type !== "mutation") return scopes.includes("read") ? undefined : missing("read");
  if (!scope) {
    const tag = path.split(".")[0] ?? "";
    return `API tokens cannot change ${tag.replace(/_/g, " ")}: sign in to Cairn to do this.`;
  }
  return scopes.includes(scope) ? undefined : missing(scope);
}

function missing(scope: TokenScope): string {
  return `This token may not do this: it needs the "${scope}" scope. Create a token with that scope.`;
}

/**
 * Whether a plan's records are open to a non-admin's token: "API access" is the Scale plan's
 * (PLAN_LIMITS.apiAccess). Admins' tokens reach every project.
 */
export function planAllowsTokens(plan: PlanId): boolean {
  return PLAN_LIMITS[plan].apiAccess;
}

/** The 403 of a record of a plan without API access, reached with a non-admin's token. */
export function planRefusal(plan: PlanId): string {
  return planLimitMessage(plan, "does not include API access", (limits) => limits.apiAccess);
}

/** Plans whose projects a non-admin's token reaches (feeds list only these). */
export const TOKEN_PLANS: readonly PlanId[] = (Object.keys(PLAN_LIMITS) as PlanId[]).filter(
  planAllowsTokens,
);

/**
 * The plans whose projects a caller reaches: every plan (undefined) with a session or an
 * administrator's token, TOKEN_PLANS with anyone else's token. The rule of the reads that span
 * projects (feeds, KPIs); a single record's read is the guard's (core/procedures.ts), with the
 * same planAllowsTokens.
 */
export function reachablePlans(
  user: { role: string },
  viaToken: boolean,
): readonly PlanId[] | undefined {
  return viaToken && user.role !== "admin" ? TOKEN_PLANS : undefined;
}
