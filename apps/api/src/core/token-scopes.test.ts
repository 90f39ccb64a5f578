import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { routerProcedures } from "../rest/procedures.js";
import { restRoutes } from "../rest/routes.js";
import {
  type CalledProcedure,
  planAllowsTokens,
  planRefusal,
  scopeRefusal,
  TOKEN_PLANS,
} from "./token-scopes.js";

const procedures = routerProcedures(appRouter);

/** A procedure of the app's router as the guard sees it: its path, kind and meta's flags. */
function called(path: string): CalledProcedure {
  const found = procedures.find((procedure) => procedure.path === path);
  if (!found) throw new Error(`no procedure ${path}`);
  return {
    path,
    type: found.type,
    scope: found.meta?.scope,
    sessionOnly: found.meta?.sessionOnly,
  };
}

/** Each domain a token may change, and the scope it needs (docs/api-tokens.md). */
const WRITE_SCOPES = {
  tasks: "tasks:write",
  board: "tasks:write",
  checklist: "tasks:write",
  dependencies: "tasks:write",
  attachments: "tasks:write",
  labels: "tasks:write",
  priority: "tasks:write",
  projects: "projects:write",
  documents: "projects:write",
  mood: "projects:write",
  jobs: "projects:write",
  exports: "projects:write",
  imports: "projects:write",
  raid: "projects:write",
  routines: "projects:write",
  rules: "projects:write",
  intake: "projects:write",
  roadmap: "milestones:write",
  comments: "comments:write",
  leads: "leads:write",
};

describe("API token scopes", () => {
  it("lets a read token make every query and no change", () => {
    expect(scopeRefusal(["read"], called("tasks.list"))).toBeUndefined();
    expect(scopeRefusal(["read"], called("tasks.update"))).toBe(
      'This token may not do this: it needs the "tasks:write" scope. Create a token with that scope.',
    );
  });

  it("maps a change to the write scope its meta declares", () => {
    const scopes = ["read", "tasks:write"];
    expect(scopeRefusal(scopes, called("board.move"))).toBeUndefined();
    expect(scopeRefusal(scopes, called("checklist.create"))).toBeUndefined();
    expect(scopeRefusal(scopes, called("roadmap.create"))).toContain('"milestones:write"');
    expect(scopeRefusal(["read", "milestones:write"], called("roadmap.create"))).toBeUndefined();
    expect(scopeRefusal(["read", "leads:write"], called("leads.updateStatus"))).toBeUndefined();
  });

  it("never lets a token change what has no write scope, whatever it holds", () => {
    const all = ["read", ...Object.values(WRITE_SCOPES)];
    expect(scopeRefusal(all, called("users.create"))).toBe(
      "API tokens cannot change users: sign in to Cairn to do this.",
    );
    expect(scopeRefusal(all, called("integrations.toggle"))).toContain("cannot change");
  });

  it("refuses session-only procedures, reads included", () => {
    expect(scopeRefusal(["read"], called("tokens.list"))).toContain("needs you signed in");
    expect(scopeRefusal(["read", "tasks:write"], called("auth.logout"))).toContain(
      "needs you signed in",
    );
  });

  it("is declared by every change of a domain tokens may change, the same for the whole domain", () => {
    const declared: Record<string, string | undefined> = {};
    for (const { path, type, meta } of procedures) {
      if (type !== "mutation") continue;
      const tag = path.split(".")[0] ?? "";
      const expected = (WRITE_SCOPES as Record<string, string>)[tag];
      expect(meta?.scope, path).toBe(expected);
      if (meta?.scope) declared[tag] = meta.scope;
    }
    expect(declared).toEqual(WRITE_SCOPES);
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
