/** Live board changes over server-sent events (/trpc subscription), end to end over TCP. */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { openStream } from "../../test/event-stream.js";
import { demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let base = "";
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  const eventsUrl = (projectId: number) =>
    `${base}/trpc/board.events?input=${encodeURIComponent(JSON.stringify({ projectId }))}`;

  describe("board.events", () => {
    // How soon (the promise is 2 s) is `pnpm bench:live`'s figure: a wall-clock bound here
    // would fail on a busy machine on timing alone.
    it("delivers another user's move to a follower of the board", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch);
      const stream = await openStream(eventsUrl(ids.relaunch), await t.session("client"));
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/text\/event-stream/);
      // Wait until the subscription is registered before moving.
      await vi.waitFor(() => expect(t.app.boardEvents.subscriberCount).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      const moved = await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie: await t.session("consultant") },
        payload: { columnId: "review", orderIndex: 0 },
      });
      expect(moved.statusCode).toBe(200);
      const event = await stream.next((data) => data.taskId === taskId);
      expect(event).toMatchObject({
        projectId: ids.relaunch,
        type: "task.moved",
        taskId,
        actorId: ids.users.consultant,
      });
      stream.close();
    });

    it("does not let a client follow another client's board", async () => {
      const ids = await demoIds(t.db);
      const stream = await openStream(eventsUrl(ids.payments), await t.session("client"));
      const taskId = await freshTask(t.db, ids.payments);
      await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie: await t.session("admin") },
        payload: { columnId: "done", orderIndex: 0 },
      });
      // Refused before it began: nothing subscribed, so nothing can arrive.
      expect(stream.status === 404 || stream.text().includes("NOT_FOUND")).toBe(true);
      expect(t.app.boardEvents.subscriberCount).toBe(0);
      await stream.ended;
      expect(stream.text()).not.toContain(`"taskId":${taskId}`);
      stream.close();
    });
  });
});
