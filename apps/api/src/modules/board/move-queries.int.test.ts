/**
 * What a move costs the database: the statements of one move between columns, in order. It
 * locks the board first (raising its version), reads its task once under that lock, and makes
 * eleven statements in all — the permission check, the task's history line, the question "which
 * webhooks want this move?" (one probe of an index of live hooks) and "which of the project's
 * rules hear it?" (one probe of the rules' project index; docs/rules.md) included. It was
 * eleven before the webhooks and history, with the task read twice, once before the lock.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Kysely, KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import type { Database } from "../../db/database.js";
import { freshProject, freshTask } from "../../test/fixtures.js";
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
  testConfig,
} from "../../test/harness.js";

let recording = false;
const statements: string[] = [];

forEachDatabase((kind) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true });
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        if (recording) {
          const compiled = db.getExecutor().compileQuery(args.node, args.queryId);
          statements.push(compiled.sql.replace(/\s+/g, " ").trim());
        }
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    };
    db = database.handle.db.withPlugin(recorder);
    app = await buildApp(testConfig(), {
      database: { ...database.handle, db },
      encryptionKey: randomBytes(32),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe("a move between columns", () => {
    it("locks the board, reads its task once under the lock, in eleven statements", async () => {
      const projectId = await freshProject(db);
      const taskId = await freshTask(db, projectId);
      await freshTask(db, projectId);
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password: "cairn-admin-demo" },
      });
      const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
      // Once, so that the session is answered from the session cache during the move.
      await app.inject({
        method: "GET",
        url: `/api/projects/${projectId}/board`,
        headers: { cookie },
      });

      statements.length = 0;
      recording = true;
      const moved = await app.inject({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie },
        payload: { columnId: "review", orderIndex: 0 },
      });
      recording = false;
      expect(moved.statusCode).toBe(200);
      // The outbox worker polls on its own timer; a move out of Done writes nothing there.
      const move = statements.filter((statement) => !statement.includes('"outbox"'));
      const kinds = move.map((statement) => {
        if (statement.startsWith('select "tasks"."assigned_to"')) return "permission";
        if (statement.startsWith('update "projects" set "board_version"')) return "lock";
        if (statement.startsWith('select "tasks"."id", "tasks"."title"')) return "read task";
        if (statement.startsWith('select "id", "column_id" from "tasks"')) return "columns";
        if (statement.startsWith('update "tasks" set "column_id"')) return "place";
        if (statement.startsWith("update tasks set order_index")) return "renumber";
        if (statement.startsWith('insert into "system_logs"')) return "activity";
        if (statement.startsWith('insert into "task_activity"')) return "history";
        if (statement.startsWith('select "webhooks"."id"')) return "webhooks";
        if (statement.startsWith('select "id", "trigger", "conditions" from "rules"'))
          return "rules";
        if (statement.startsWith("select pg_notify")) return "announce";
        return statement;
      });
      expect(kinds).toEqual([
        "permission",
        "lock",
        "read task",
        "columns",
        "place",
        "renumber",
        "activity",
        "history",
        "webhooks",
        "rules",
        "announce",
      ]);
    });
  });
});
