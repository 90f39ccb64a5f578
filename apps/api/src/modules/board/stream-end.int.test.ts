/**
 * A live board stream lasts only as long as its right to: it ends (the server closes it) soon
 * after a logout, the account being disabled, a role change, the project being taken away, or
 * the session expiring — and no event reaches it after.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openStream, type Stream } from "../../test/event-stream.js";
import {
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshProject,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

/** Generous for a loaded machine; the server checks every STREAM_RECHECK_MS (0.5 s). */
const ENDS_WITHIN_MS = 5_000;

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let base = "";
  let admin = "";
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    admin = await t.session("admin");
  });

  const follow = async (projectId: number, cookie: string): Promise<Stream> => {
    const before = t.app.boardEvents.subscriberCount;
    const url = `${base}/trpc/board.events?input=${encodeURIComponent(JSON.stringify({ projectId }))}`;
    const stream = await openStream(url, cookie);
    expect(stream.status).toBe(200);
    await expect.poll(() => t.app.boardEvents.subscriberCount).toBe(before + 1);
    return stream;
  };

  /** A client account of a project of its own, signed in. */
  const ownClient = async () => {
    const account = await freshAccount(t.db, "user");
    const projectId = await freshProject(t.db, { clientId: account.id });
    return { ...account, projectId, cookie: await t.login(account.username, FRESH_PASSWORD) };
  };

  async function expectEnded(stream: Stream, projectId: number) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<"still open">((resolve) => {
      timer = setTimeout(() => resolve("still open"), ENDS_WITHIN_MS);
    });
    const outcome = await Promise.race([stream.ended.then(() => "ended" as const), timeout]);
    clearTimeout(timer);
    expect(outcome).toBe("ended");
    // A move after the end reaches nobody on this stream (signed in anew: the clock may have
    // moved past every earlier session).
    const taskId = await freshTask(t.db, projectId);
    const moved = await t.request({
      method: "PUT",
      url: `/api/tasks/${taskId}/move`,
      headers: { cookie: await t.session("admin") },
      payload: { columnId: "review", orderIndex: 0 },
    });
    expect(moved.statusCode).toBe(200);
    expect(stream.text()).not.toContain(`"taskId":${taskId}`);
  }

  describe("board.events ends", () => {
    it("after a logout", async () => {
      const client = await ownClient();
      const stream = await follow(client.projectId, client.cookie);
      const out = await t.request({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: client.cookie },
      });
      expect(out.statusCode).toBe(204);
      await expectEnded(stream, client.projectId);
    });

    it("after the account is disabled", async () => {
      const client = await ownClient();
      const stream = await follow(client.projectId, client.cookie);
      const disabled = await t.request({
        method: "PATCH",
        url: `/api/users/${client.id}`,
        headers: { cookie: admin },
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      await expectEnded(stream, client.projectId);
    });

    it("after a role change", async () => {
      const consultant = await freshAccount(t.db, "consultant");
      const projectId = await freshProject(t.db, { consultantId: consultant.id });
      const cookie = await t.login(consultant.username, FRESH_PASSWORD);
      const stream = await follow(projectId, cookie);
      const changed = await t.request({
        method: "PATCH",
        url: `/api/users/${consultant.id}`,
        headers: { cookie: admin },
        payload: { role: "user" },
      });
      expect(changed.statusCode).toBe(200);
      await expectEnded(stream, projectId);
    });

    it("after the project is taken away", async () => {
      const client = await ownClient();
      const ids = await demoIds(t.db);
      const stream = await follow(client.projectId, client.cookie);
      const moved = await t.request({
        method: "PATCH",
        url: `/api/projects/${client.projectId}`,
        headers: { cookie: admin },
        payload: { clientId: ids.users.dana },
      });
      expect(moved.statusCode).toBe(200);
      await expectEnded(stream, client.projectId);
    });

    it("after the session expires (on a frozen clock), and not before", async () => {
      const client = await ownClient();
      const start = new Date();
      t.setNow(start);
      const stream = await follow(client.projectId, client.cookie);
      // Still allowed: an event arrives.
      const taskId = await freshTask(t.db, client.projectId);
      await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie: admin },
        payload: { columnId: "review", orderIndex: 0 },
      });
      await stream.next((data) => data.taskId === taskId, ENDS_WITHIN_MS);
      // Thirty-one days later every session has expired.
      t.setNow(new Date(start.getTime() + 31 * 86_400_000));
      await expectEnded(stream, client.projectId);
    });
  });
});
