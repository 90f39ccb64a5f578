/**
 * A real server fault — here a query that fails, its message full of SQL — answers
 * a generic 500 without stack or SQL, and is written to the error log for the status page.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.js";
import { type DatabaseHandle, openPglite } from "../db/connect.js";
import { seedDemo, testConfig } from "../test/harness.js";

/** Fails every statement that reads the projects table, as a broken query would. */
const brokenProjects: KyselyPlugin = {
  transformQuery(args) {
    if (args.node.kind === "SelectQueryNode" && JSON.stringify(args.node).includes('"projects"')) {
      throw Object.assign(
        // A data exception quotes the value it choked on, as PostgreSQL's do.
        new Error(
          `invalid input syntax for type integer: "secret_sauce" in SELECT * FROM projects`,
        ),
        { code: "22P02", table: "projects" },
      );
    }
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

describe("an unexpected server error", () => {
  const logLines: string[] = [];
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openPglite({
      loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
    });
    await seedDemo(database.db);
    const broken: DatabaseHandle = { ...database, db: database.db.withPlugin(brokenProjects) };
    app = await buildApp(testConfig({ LOG_LEVEL: "error" }), {
      database: broken,
      encryptionKey: randomBytes(32),
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a generic 500 on REST and /trpc, and logs it without the request's secrets", async () => {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "cairn-admin-demo" },
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
    const rest = await app.inject({
      method: "GET",
      url: "/api/projects?limit=5",
      headers: { cookie },
    });
    expect(rest.statusCode).toBe(500);
    expect(rest.json()).toEqual({
      error: "Something went wrong on our side. The error has been logged.",
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(rest.body).not.toMatch(/secret_sauce|SELECT|at .*\.ts/);

    const trpc = await app.inject({
      method: "GET",
      url: "/trpc/projects.list",
      headers: { cookie },
    });
    expect(trpc.statusCode).toBe(500);
    expect(trpc.body).not.toMatch(/secret_sauce|SELECT|stack/);

    // Written to the error log in the background.
    const errorLogs = () =>
      database.db
        .selectFrom("systemLogs")
        .selectAll()
        .where("level", "=", "error")
        .where("module", "=", "api")
        .execute();
    await expect.poll(async () => (await errorLogs()).length).toBeGreaterThanOrEqual(2);
    const logs = await errorLogs();
    expect(logs[0]?.message).toMatch(
      /^Unexpected error on GET \S+: database error 22P02 \(table projects\)$/,
    );
    expect(JSON.stringify(logs)).not.toContain(cookie.split("=")[1] ?? "no-cookie");
    // A database error's message quotes values; only its code and place are logged.
    expect(JSON.stringify(logs)).not.toContain("secret_sauce");
    expect(logLines.length).toBeGreaterThanOrEqual(2);
    expect(logLines.join("\n")).not.toContain("secret_sauce");
    expect(logLines.join("\n")).toContain("22P02");
  });
});
