/**
 * A board event exists exactly when its change does: it is announced inside the transaction of
 * the change, so a change that fails after the announcement (here, its activity line cannot be
 * written) is rolled back with its event and its raise of the board's version, and no follower
 * hears of a move that did not happen.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { openStream } from "../../test/event-stream.js";
import { demoIds, freshTask } from "../../test/fixtures.js";
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
  testConfig,
} from "../../test/harness.js";

/** Fails the activity line of a move while `broken` is set, as a full disk would. */
let broken = false;
const failingActivity: KyselyPlugin = {
  transformQuery(args) {
    const node = JSON.stringify(args.node);
    if (broken && args.node.kind === "InsertQueryNode" && node.includes('"system_logs"')) {
      throw Object.assign(new Error("could not extend file"), { code: "53100" });
    }
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

forEachDatabase((kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: true });
    const handle = { ...database.handle, db: database.handle.db.withPlugin(failingActivity) };
    app = await buildApp(testConfig(), { database: handle, encryptionKey: randomBytes(32) });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe("a board event", () => {
    it("is announced with its change, and not at all when the change is rolled back", async () => {
      const ids = await demoIds(database.handle.db);
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password: "cairn-admin-demo" },
      });
      const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
      const url = `${base}/trpc/board.events?input=${encodeURIComponent(JSON.stringify({ projectId: ids.relaunch }))}`;
      const stream = await openStream(url, cookie);
      await expect.poll(() => app.boardEvents.subscriberCount).toBe(1);

      const failed = await freshTask(database.handle.db, ids.relaunch);
      const done = await freshTask(database.handle.db, ids.relaunch);
      const version = async () =>
        (
          await database.handle.db
            .selectFrom("projects")
            .select("boardVersion")
            .where("id", "=", ids.relaunch)
            .executeTakeFirstOrThrow()
        ).boardVersion;
      const before = await version();
      const move = (taskId: number) =>
        app.inject({
          method: "PUT",
          url: `/api/tasks/${taskId}/move`,
          headers: { cookie },
          payload: { columnId: "review", orderIndex: 0 },
        });
      broken = true;
      expect((await move(failed)).statusCode).toBe(500);
      broken = false;
      const column = await database.handle.db
        .selectFrom("tasks")
        .select("columnId")
        .where("id", "=", failed)
        .executeTakeFirstOrThrow();
      expect(column.columnId).toBe("todo");
      expect(await version()).toBe(before);

      // The next move's event arrives; had the failed one been announced, it would be first.
      expect((await move(done)).statusCode).toBe(200);
      const event = await stream.next((data) => data.taskId === done);
      expect(event.version).toBe(before + 1);
      const seen = JSON.parse(stream.text()) as { taskId?: number }[];
      expect(seen.filter((event) => event.taskId === failed)).toEqual([]);
      expect(seen.filter((event) => event.taskId === done)).toHaveLength(1);
      stream.close();
    });
  });
});
