import { describe, expect, it } from "vitest";
import { appRouter } from "../../app-router.js";
import { restRoutes } from "../../rest/routes.js";
import {
  planAllowsTokens,
  planRefusal,
  scopeRefusal,
  TOKEN_PLANS,
  WRITE_SCOPE_OF_TAG,
} from "./scopes.js";

describe("API token scopes", () => {
  it("lets a read token make every query and no change", () => {
    expect(scopeRefusal(["read"], "tasks.list", "query", false)).toBeUndefined();
    expect(scopeRefusal(["read"], "tasks.update", "mutation", false)).toBe(
      'This token may not do this: it needs the "tasks:write" scope. Create a token with that scope.',
    );
  });

  it("maps a change to its resource's write scope by the router key", () => {
    const scopes = ["read", "tasks:write"];
    expect(scopeRefusal(scopes, "board.move", "mutation", false)).toBeUndefined();
    expect(scopeRefusal(scopes, "checklist.add", "mutation", false)).toBeUndefined();
    expect(scopeRefusal(scopes, "roadmap.create", "mutation", false)).toContain(
      '"milestones:write"',
    );
    expect(
      scopeRefusal(["read", "milestones:write"], "roadmap.create", "mutation", false),
    ).toBeUndefined();
    expect(
      scopeRefusal(["read", "leads:write"], "leads.update", "mutation", false),
    ).toBeUndefined();
  });

  it("never lets a token change what has no write scope, whatever it holds", () => {
    const all = ["read", ...Object.values(WRITE_SCOPE_OF_TAG)];
    expect(scopeRefusal(all, "users.create", "mutation", false)).toBe(
      "API tokens cannot change users: sign in to Cairn to do this.",
    );
    expect(scopeRefusal(all, "integrations.toggle", "mutation", false)).toContain("cannot change");
  });

  it("refuses session-only procedures, reads included", () => {
    expect(scopeRefusal(["read"], "tokens.list", "query", true)).toContain("needs you signed in");
    expect(scopeRefusal(["read", "tasks:write"], "auth.logout", "mutation", true)).toContain(
      "needs you signed in",
    );
  });

  it("maps only tags that exist in the router", () => {
    const tags = new Set(restRoutes(appRouter).map((route) => route.tag));
    for (const tag of Object.keys(WRITE_SCOPE_OF_TAG)) expect(tags, tag).toContain(tag);
  });

  it("marks what manages credentials session-only", () => {
    const sessionOnly = restRoutes(appRouter)
      .filter((route) => route.sessionOnly)
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    expect(sessionOnly).toEqual([
      "DELETE /tokens/{tokenId}",
      "GET /tokens",
      "POST /auth/login",
      "POST /auth/logout",
      "POST /invitations/{token}/accept",
      "POST /tokens",
    ]);
  });

  it("opens only the Scale plan's projects to non-admins' tokens", () => {
    expect(TOKEN_PLANS).toEqual(["scale"]);
    expect(planAllowsTokens("pro")).toBe(false);
    expect(planRefusal("pro")).toBe(
      "The Pro plan does not include API access. Upgrade to Scale for more.",
    );
  });
});
