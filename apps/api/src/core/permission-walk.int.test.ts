/**
 * The permission walk: every REST route, called by each role, on a record the caller relates
 * to ("own") and on one they don't ("other"), with the status each must answer. Each domain's
 * rows are beside its module (`modules/<domain>/<domain>.walk.ts`; test/permission-walk.ts says
 * what a row is); this runner collects them. A route missing from the walk fails the test, so a
 * new path cannot ship unchecked.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { restRoutes } from "../rest/routes.js";
import { demoIds, freshTask } from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";
import { ACTORS, type Actor, type Variant, type WalkRows } from "../test/permission-walk.js";

/** Every REST route, read from the procedures' meta. */
const ROUTES = restRoutes(appRouter);

/** Every domain's rows, from the `*.walk.ts` beside each module; a route in two is refused. */
async function collectWalk(): Promise<WalkRows> {
  const modules = new URL("../modules/", import.meta.url);
  const walk: WalkRows = {};
  for (const domain of readdirSync(modules).sort()) {
    const file = readdirSync(new URL(`${domain}/`, modules)).find((name) =>
      name.endsWith(".walk.ts"),
    );
    if (!file) continue;
    const { walk: rows } = (await import(new URL(`${domain}/${file}`, modules).href)) as {
      walk: WalkRows;
    };
    for (const [route, row] of Object.entries(rows)) {
      if (route in walk) throw new Error(`${route} is walked twice (again in ${domain}/${file})`);
      walk[route] = row;
    }
  }
  return walk;
}

const WALK = await collectWalk();

/**
 * No private answer is kept in a cache. Every GET answers
 * `private, no-store`, but for the conditional reads, whose 200s and 304s are
 * `private, no-cache` with an ETag (the browser asks before each use); the OpenAPI document
 * is public.
 */
function cachedWrongly(response: {
  statusCode: number;
  headers: Record<string, unknown>;
}): string | undefined {
  const cacheControl = response.headers["cache-control"];
  if (cacheControl === "private, no-store") return undefined;
  if (cacheControl === "private, no-cache" && typeof response.headers.etag === "string") {
    return undefined;
  }
  return `Cache-Control ${String(cacheControl)} on a ${response.statusCode}`;
}

function fill(path: string, params: Record<string, number | string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it("covers every REST route", () => {
    const routes = ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    expect(Object.keys(WALK).sort()).toEqual(routes);
  });

  // The paths that set a person on a task, walked with someone outside the
  // project (another company's client) and an id nobody has — answered alike. The assistant's
  // actions go through the edit (`tasks.update`); a converted lead's roadmap asserts the same
  // rule (roadmap/lay-out.ts, proved in leads/convert.int.test.ts).
  describe("every path that sets a person on a task keeps to the project's people", () => {
    it("refuses an outsider and an unknown id alike on create and edit, and an import matches neither", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const call = (method: "POST" | "PATCH", url: string, payload: object) =>
        t.request({ method, url, headers: { cookie }, payload });
      const refusal = { error: "assignedTo: choose someone who works on this project" };
      const taskId = await freshTask(t.db, ids.relaunch);
      for (const assignedTo of [ids.users.dana, 987_654]) {
        const created = await call("POST", "/api/tasks", {
          projectId: ids.relaunch,
          title: "Someone else's",
          assignedTo,
        });
        expect(created.statusCode, `create ${assignedTo}`).toBe(400);
        expect(created.json()).toMatchObject(refusal);
        const edited = await call("PATCH", `/api/tasks/${taskId}`, { assignedTo });
        expect(edited.statusCode, `edit ${assignedTo}`).toBe(400);
        expect(edited.json()).toMatchObject(refusal);
      }
      const imported = await t.request({
        method: "POST",
        url: `/api/projects/${ids.relaunch}/imports?${new URLSearchParams({
          source: "csv",
          name: "people.csv",
          dryRun: "true",
          mapping: JSON.stringify({ title: "Title", assignee: "Owner" }),
        })}`,
        headers: { cookie, "content-type": "text/csv" },
        payload: "Title,Owner\nOne,dana.kim@helix.example\nTwo,nobody@nowhere.example\n",
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().unknownPeople).toEqual([
        "dana.kim@helix.example",
        "nobody@nowhere.example",
      ]);
    });
  });

  // Logins are real password checks (about 0.4 s of a core each): room for a busy machine.
  describe("each route × role × owner/non-owner: its status, and a GET's Cache-Control", {
    timeout: 120_000,
  }, () => {
    const cookies = new Map<Actor, string>();
    const sessionOf = async (actor: Actor) => {
      if (actor === "anonymous") return undefined;
      const username = actor === "admin" ? "admin" : actor;
      let cookie = cookies.get(actor);
      if (!cookie) {
        cookie = await t.session(username);
        cookies.set(actor, cookie);
      }
      return cookie;
    };

    for (const route of ROUTES) {
      const endpoint = `${route.method} ${route.path}`;
      it(endpoint, async () => {
        const row = WALK[endpoint];
        if (!row) throw new Error(`${endpoint} is not in the walk`);
        const ids = await demoIds(t.db);
        const wrong: string[] = [];
        for (const actor of ACTORS) {
          const expectation = row.expect[actor];
          const variants: [Variant, number][] =
            typeof expectation === "number"
              ? [["own", expectation]]
              : [
                  ["own", expectation[0]],
                  ["other", expectation[1]],
                ];
          for (const [variant, status] of variants) {
            const me =
              actor === "anonymous"
                ? ids.users.admin
                : ids.users[actor === "admin" ? "admin" : actor];
            const call = await row.call({ t, ids, me, actor }, variant);
            const cookie =
              call.ownSession && actor !== "anonymous"
                ? await t.login(actor === "admin" ? "admin" : actor)
                : await sessionOf(actor);
            const query = call.query ? `?${new URLSearchParams(call.query)}` : "";
            const response = await t.request({
              method: route.method,
              url: `/api${fill(route.path, call.params)}${query}`,
              headers: { ...call.headers, ...(cookie ? { cookie } : {}) },
              ...(call.body === undefined ? {} : { payload: call.body as object }),
            });
            if (response.statusCode !== status) {
              wrong.push(
                `${actor}/${variant}: expected ${status}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
            const kept = route.method === "GET" ? cachedWrongly(response) : undefined;
            if (kept) wrong.push(`${actor}/${variant}: ${kept}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  });
});
