/** Live board changes over server-sent events (/trpc subscription), end to end over TCP. */
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

interface Stream {
  status: number;
  contentType: string | null;
  /** Resolves with the first data event whose JSON passes `match`. */
  next(
    match: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  text(): string;
  close(): void;
}

async function openStream(url: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  let buffer = "";
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body?.getReader();
  void (async () => {
    const decoder = new TextDecoder();
    try {
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (const line of buffer.split("\n")) {
          if (line.startsWith("data: ")) {
            try {
              events.push(JSON.parse(line.slice(6)) as Record<string, unknown>);
            } catch {
              // a partial line: read again with the rest
            }
          }
        }
        buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    async next(match, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    text: () => JSON.stringify(events),
    close: () => controller.abort(),
  };
}

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
    it("delivers another user's move to a follower of the board within 2 s", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch);
      const stream = await openStream(eventsUrl(ids.relaunch), await t.login("client"));
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/text\/event-stream/);
      // Wait until the subscription is registered before moving.
      const deadline = Date.now() + 2000;
      while (t.app.boardEvents.subscriberCount === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const moved = await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie: await t.login("consultant") },
        payload: { columnId: "review", orderIndex: 0 },
      });
      expect(moved.statusCode).toBe(200);
      const started = Date.now();
      const event = await stream.next((data) => data.taskId === taskId);
      expect(Date.now() - started).toBeLessThan(2000);
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
      const stream = await openStream(eventsUrl(ids.payments), await t.login("client"));
      const taskId = await freshTask(t.db, ids.payments);
      await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie: await t.login("admin") },
        payload: { columnId: "done", orderIndex: 0 },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.text()).not.toContain(`"taskId":${taskId}`);
      expect(stream.status === 404 || stream.text().includes("NOT_FOUND")).toBe(true);
      stream.close();
    });
  });
});
