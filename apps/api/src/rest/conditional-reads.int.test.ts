/**
 * ETags and 304s on the board, a project and the lists, over REST and /trpc: the
 * tag changes with the answer, a 304 has no body, and nothing else (errors, other reads) is
 * tagged. The rule across users: a tag is a hash of what this caller would get, so another
 * user's tag answers 304 exactly when the bytes would be the same, and never gets past access.
 */
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshProject,
  freshTask,
} from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let admin = "";
  let consultant = "";
  let consultantId = 0;
  beforeAll(async () => {
    admin = await t.session("admin");
    consultant = await t.session("consultant");
    consultantId = (await demoIds(t.db)).users.consultant;
  });

  const get = (cookie: string, url: string, ifNoneMatch?: string) =>
    t.request({
      method: "GET",
      url,
      headers: { cookie, ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}) },
    } satisfies InjectOptions);

  describe(`${kind}: the board`, () => {
    it("answers 200 with a tag, 304 with no body to that tag, and a new tag after a move", async () => {
      const projectId = await freshProject(t.db, { consultantId });
      const first = await freshTask(t.db, projectId);
      await freshTask(t.db, projectId);
      const url = `/api/projects/${projectId}/board`;

      const fresh = await get(admin, url);
      expect(fresh.statusCode).toBe(200);
      const tag = fresh.headers.etag;
      expect(tag).toMatch(/^"[\w-]+"$/);
      expect(fresh.headers["cache-control"]).toBe("private, no-cache");
      expect(fresh.json().columns.length).toBe(4);

      const same = await get(admin, url, String(tag));
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe("");
      expect(same.headers.etag).toBe(tag);
      expect(same.headers["cache-control"]).toBe("private, no-cache");

      const moved = await t.request({
        method: "PUT",
        url: `/api/tasks/${first}/move`,
        headers: { cookie: admin },
        payload: { columnId: "done", orderIndex: 0 },
      });
      expect(moved.statusCode).toBe(200);
      const after = await get(admin, url, String(tag));
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(tag);
      const done = after.json().columns.find((c: { key: string }) => c.key === "done");
      expect(done.tasks.map((task: { id: number }) => task.id)).toContain(first);
      expect((await get(admin, url, String(after.headers.etag))).statusCode).toBe(304);
    });

    it("over /trpc too, alone or in a batch of conditional reads only", async () => {
      const projectId = await freshProject(t.db, { consultantId });
      const input = encodeURIComponent(JSON.stringify({ projectId }));
      const url = `/trpc/board.get?input=${input}`;
      const fresh = await get(consultant, url);
      expect(fresh.statusCode).toBe(200);
      const tag = String(fresh.headers.etag);
      expect((await get(consultant, url, tag)).statusCode).toBe(304);

      const batch = encodeURIComponent(JSON.stringify({ 0: { projectId }, 1: { projectId } }));
      const both = await get(consultant, `/trpc/board.get,projects.get?batch=1&input=${batch}`);
      expect(both.statusCode).toBe(200);
      expect(both.headers.etag).toBeDefined();
      const mixed = await get(consultant, `/trpc/board.get,auth.me?batch=1&input=${batch}`);
      expect(mixed.statusCode).toBe(200);
      expect(mixed.headers.etag).toBeUndefined();
      expect(mixed.headers["cache-control"]).toBe("private, no-store");
    });

    it("gives another user a 304 only for the same bytes, and never past access", async () => {
      const projectId = await freshProject(t.db, { consultantId });
      await freshTask(t.db, projectId);
      const url = `/api/projects/${projectId}/board`;
      const asAdmin = await get(admin, url);
      const asConsultant = await get(consultant, url);
      // The board shows every reader the same thing: the admin's copy is the consultant's.
      expect(asConsultant.body).toBe(asAdmin.body);
      expect((await get(consultant, url, String(asAdmin.headers.etag))).statusCode).toBe(304);

      // A client of another project holds the tag (a shared browser): refused, untagged (a
      // board the caller may not read is "not found", as if it did not exist).
      const stranger = await freshAccount(t.db);
      const strangerCookie = await t.login(stranger.username, FRESH_PASSWORD);
      const refused = await get(strangerCookie, url, String(asAdmin.headers.etag));
      expect(refused.statusCode).toBe(404);
      expect(refused.headers.etag).toBeUndefined();
      expect(refused.json().code).toBe("NOT_FOUND");

      // Signed out, with the tag: 401, untagged.
      const signedOut = await t.request({
        method: "GET",
        url,
        headers: { "if-none-match": String(asAdmin.headers.etag) },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers.etag).toBeUndefined();
    });

    it("tags no error", async () => {
      const missing = await get(admin, "/api/projects/987654/board", "*");
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      expect(missing.headers["cache-control"]).toBe("private, no-store");
      expect(missing.json().code).toBe("NOT_FOUND");
      const input = encodeURIComponent(JSON.stringify({ projectId: 987654 }));
      const overTrpc = await get(admin, `/trpc/board.get?input=${input}`, "*");
      expect(overTrpc.statusCode).toBe(404);
      expect(overTrpc.headers.etag).toBeUndefined();
      expect(overTrpc.json().error.data.httpStatus).toBe(404);
    });
  });

  describe(`${kind}: a project and the lists`, () => {
    it("a project's tag changes when it is renamed", async () => {
      const projectId = await freshProject(t.db);
      const url = `/api/projects/${projectId}`;
      const before = await get(admin, url);
      expect(before.statusCode).toBe(200);
      const tag = String(before.headers.etag);
      expect((await get(admin, url, tag)).statusCode).toBe(304);
      const renamed = await t.request({
        method: "PATCH",
        url,
        headers: { cookie: admin },
        payload: { name: "Renamed for the tag" },
      });
      expect(renamed.statusCode).toBe(200);
      const after = await get(admin, url, tag);
      expect(after.statusCode).toBe(200);
      expect(after.json().name).toBe("Renamed for the tag");
      expect(after.headers.etag).not.toBe(tag);
      const row = await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe("Renamed for the tag");
    });

    it("a list's tag covers its count header, and two users with the same answer share it", async () => {
      const url = "/api/projects?limit=2";
      const first = await get(admin, url);
      expect(first.statusCode).toBe(200);
      const tag = String(first.headers.etag);
      expect((await get(admin, url, tag)).statusCode).toBe(304);
      // A project older than the first page changes only the count: a new tag all the same.
      await t.db
        .insertInto("projects")
        .values({ name: "Old one", createdAt: new Date("2001-01-01T00:00:00Z") })
        .execute();
      const counted = await get(admin, url, tag);
      expect(counted.statusCode).toBe(200);
      expect(counted.body).toBe(first.body);
      expect(Number(counted.headers["x-total-count"])).toBe(
        Number(first.headers["x-total-count"]) + 1,
      );
      expect(counted.headers.etag).not.toBe(tag);

      // Two new users, no notifications each: the same bytes, so one's tag is the other's.
      const one = await freshAccount(t.db);
      const two = await freshAccount(t.db);
      const oneCookie = await t.login(one.username, FRESH_PASSWORD);
      const twoCookie = await t.login(two.username, FRESH_PASSWORD);
      const mine = await get(oneCookie, "/api/notifications");
      expect(mine.body).toBe("[]");
      expect(
        (await get(twoCookie, "/api/notifications", String(mine.headers.etag))).statusCode,
      ).toBe(304);
    });

    it("leaves other reads as they were", async () => {
      const me = await get(admin, "/api/auth/me");
      expect(me.statusCode).toBe(200);
      expect(me.headers.etag).toBeUndefined();
      expect(me.headers["cache-control"]).toBe("private, no-store");
    });
  });
});
