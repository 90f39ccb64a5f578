/**
 * The shape of the router, which the REST adapter, the OpenAPI document and the permission guard
 * all rely on: every procedure says what it does, how it is reached and who may call it in its
 * own `.meta({...})`; no two procedures share a REST path; each lives in
 * `modules/<domain>/<key in kebab-case>.ts`, so a reader finds it from its name; and that file
 * builds no query — its queries are functions of the domain's `<domain>.repo.ts`.
 */
import { existsSync, readFileSync } from "node:fs";
import type { AnyTRPCRouter } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { appRouter } from "../app-router.js";
import { deprecationHeaders } from "../rest/deprecation.js";
import { type RouterProcedure, routerProcedures } from "../rest/procedures.js";
import { queryLines } from "../test/query-building.js";
import { access } from "./access.js";
import type { ProcedureMeta } from "./meta.js";
import { publicProcedure, router } from "./procedures.js";

const MODULES = new URL("../modules/", import.meta.url);

/** `listByProject` → `list-by-project`. */
function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** What is missing or doubled in the procedures' meta. */
function metaProblems(procedures: readonly RouterProcedure[]): string[] {
  const problems: string[] = [];
  const endpoints = new Map<string, string>();
  for (const { path, type, meta } of procedures) {
    if (!meta) {
      problems.push(`${path}: no .meta({ rest, access })`);
      continue;
    }
    if (!meta.access) problems.push(`${path}: no access`);
    if (meta.rest === undefined) problems.push(`${path}: no rest (false if it has no REST path)`);
    else if (meta.rest === false) {
      if (type !== "subscription") problems.push(`${path}: rest: false, but it is a ${type}`);
      if (!meta.summary?.trim()) problems.push(`${path}: no summary`);
    } else {
      if (!meta.rest.summary?.trim()) problems.push(`${path}: no summary`);
      if (meta.rest.deprecated) {
        try {
          deprecationHeaders(meta.rest.deprecated);
        } catch (error) {
          problems.push(`${path}: ${(error as Error).message}`);
        }
      }
      const endpoint = `${meta.rest.method} ${meta.rest.path}`;
      const other = endpoints.get(endpoint);
      if (other) problems.push(`${path}: ${endpoint} is already ${other}`);
      else endpoints.set(endpoint, path);
    }
  }
  return problems;
}

/** Procedures not exported under their key by `modules/<domain>/<kebab-case key>.ts`. */
async function fileProblems(procedures: readonly RouterProcedure[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { path, procedure } of procedures) {
    const [domain, key, ...deeper] = path.split(".");
    if (!domain || !key || deeper.length > 0) {
      problems.push(`${path}: procedures sit one level under their domain`);
      continue;
    }
    const file = new URL(`${domain}/${kebab(key)}.ts`, MODULES);
    if (!existsSync(file)) {
      problems.push(`${path}: expected in modules/${domain}/${kebab(key)}.ts`);
      continue;
    }
    const exports = (await import(file.href)) as Record<string, unknown>;
    if (exports[key] !== procedure) {
      problems.push(`${path}: modules/${domain}/${kebab(key)}.ts does not export it as ${key}`);
    }
  }
  return problems;
}

const procedures = routerProcedures(appRouter);

describe("every procedure of the router", () => {
  it("declares a summary, how it is reached and who may call it", () => {
    expect(procedures.length).toBeGreaterThan(50);
    expect(metaProblems(procedures)).toEqual([]);
  });

  it("lives in a file named after its key", async () => {
    expect(await fileProblems(procedures)).toEqual([]);
  });

  it("builds no query: its file calls repositories", () => {
    const found: string[] = [];
    for (const { path } of procedures) {
      const [domain = "", key = ""] = path.split(".");
      const file = new URL(`${domain}/${kebab(key)}.ts`, MODULES);
      if (!existsSync(file)) continue; // the test above names it
      for (const line of queryLines(readFileSync(file, "utf8"))) {
        found.push(`modules/${domain}/${kebab(key)}.ts: ${line}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("the checks", () => {
  const rest = (path: `/${string}`, summary = "Something") => ({
    rest: { method: "GET" as const, path, summary },
    access: access.anyone(),
  });
  const withoutMeta = (meta: unknown) => meta as ProcedureMeta;
  const bad: AnyTRPCRouter = router({
    things: router({
      bare: publicProcedure.query(() => 1),
      noAccess: publicProcedure
        .meta(withoutMeta({ rest: { method: "GET", path: "/a", summary: "A" } }))
        .query(() => 1),
      noRest: publicProcedure.meta(withoutMeta({ access: access.anyone() })).query(() => 1),
      noSummary: publicProcedure.meta(rest("/b", " ")).query(() => 1),
      hidden: publicProcedure
        .meta({ rest: false, summary: "Not over REST", access: access.anyone() })
        .query(() => 1),
      first: publicProcedure.meta(rest("/c")).query(() => 1),
      second: publicProcedure.meta(rest("/c")).query(() => 1),
    }),
  });

  it("find a missing meta, access, rest or summary, a query without REST and a doubled path", () => {
    expect(metaProblems(routerProcedures(bad))).toEqual([
      "things.bare: no .meta({ rest, access })",
      "things.noAccess: no access",
      "things.noRest: no rest (false if it has no REST path)",
      "things.noSummary: no summary",
      "things.hidden: rest: false, but it is a query",
      "things.second: GET /c is already things.first",
    ]);
  });

  it("find a query built in a procedure's file", () => {
    const source = [
      'import { sql } from "kysely";',
      "const rows = await ctx.db",
      '  .selectFrom("tasks")',
      "  .select(taskColumns)",
      "  .execute();",
      "await ctx.db.transaction().execute(async (trx) => {",
      "const found = await sql<{ ok: boolean }>`select true as ok`.execute(db);",
      "const rows = await sql<{",
      "await withTransaction(ctx.db, async (trx) => insertTask(trx, values));",
      "const board = await readBoard(ctx.db, input.projectId);",
    ].join("\n");
    expect(queryLines(source)).toEqual([
      'import { sql } from "kysely";',
      '.selectFrom("tasks")',
      ".execute();",
      "await ctx.db.transaction().execute(async (trx) => {",
      "const found = await sql<{ ok: boolean }>`select true as ok`.execute(db);",
      "const rows = await sql<{",
    ]);
  });

  it("find a procedure whose file is not named after its key", async () => {
    const board = appRouter.board;
    const misplaced = router({
      board: router({ theBoard: board.get, get: board.move }),
      deep: router({ er: router({ get: board.get }) }),
    });
    expect(await fileProblems(routerProcedures(misplaced))).toEqual([
      "board.theBoard: expected in modules/board/the-board.ts",
      "board.get: modules/board/get.ts does not export it as get",
      "deep.er.get: procedures sit one level under their domain",
    ]);
  });
});
