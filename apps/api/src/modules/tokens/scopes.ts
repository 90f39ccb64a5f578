/**
 * What an API token's scopes allow, as pure rules (docs/api-tokens.md). A token reads whatever
 * its owner may read (every query); a change (a mutation) needs the write scope of its resource,
 * named by the procedure's router key (its OpenAPI tag). Domains with no write scope (accounts,
 * integrations, the outbox, templates, notifications…) are never changed with a token.
 */

import type { TokenScope } from "@cairn/schema/api-tokens";
import { PLAN_LIMITS, type PlanId, planLimitMessage } from "@cairn/schema/plan-limits";

/** Router key → the scope that lets a token change it. */
export const WRITE_SCOPE_OF_TAG: Readonly<Record<string, TokenScope>> = {
  tasks: "tasks:write",
  board: "tasks:write",
  checklist: "tasks:write",
  attachments: "tasks:write",
  labels: "tasks:write",
  priority: "tasks:write",
  projects: "projects:write",
  documents: "projects:write",
  mood: "projects:write",
  health: "projects:write",
  jobs: "projects:write",
  exports: "projects:write",
  imports: "projects:write",
  roadmap: "milestones:write",
  comments: "comments:write",
  leads: "leads:write",
};

/** The router key of a procedure's dotted path (`tasks.update` → `tasks`). */
export function tagOf(procedurePath: string): string {
  return procedurePath.split(".")[0] ?? "";
}

/**
 * Why a token may not make this call, or undefined when its scopes allow it. `type` is the
 * procedure's kind; `sessionOnly` its meta flag.
 */
export function scopeRefusal(
  scopes: readonly string[],
  procedurePath: string,
  type: "query" | "mutation" | "subscription",
  sessionOnly: boolean,
): string | undefined {
  if (sessionOnly) {
    return "API tokens cannot do this: it needs you signed in to Cairn (a session), not a token.";
  }
  if (type !== "mutation") return scopes.includes("read") ? undefined : missing("read");
  const tag = tagOf(procedurePath);
  const scope = WRITE_SCOPE_OF_TAG[tag];
  if (!scope) {
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
 * projects (feeds, KPIs); a single record's read is the guard's (trpc/procedures.ts), with the
 * same planAllowsTokens.
 */
export function reachablePlans(
  user: { role: string },
  viaToken: boolean,
): readonly PlanId[] | undefined {
  return viaToken && user.role !== "admin" ? TOKEN_PLANS : undefined;
}
