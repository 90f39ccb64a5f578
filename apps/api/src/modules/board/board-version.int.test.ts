/**
 * The board as one aggregate (placement.ts): every write path raises the board's version by
 * exactly one and announces, with that version, what changed — the task as the board now shows
 * it, its column and index, or the columns. A refused or rolled-back change raises nothing and
 * announces nothing, and concurrent changes get consecutive versions, announced in order.
 */
import type { Board, BoardEvent } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { openStream, type Stream } from "../../test/event-stream.js";
import { freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

/** The fields of a task on the board: an event's task has exactly these. */
const BOARD_TASK_KEYS = [
  "aiPriorityScore",
  "approval",
  "assignedTo",
  "attachmentCount",
  "checklistDone",
  "checklistTotal",
  "columnId",
  "commentCount",
  "completedAt",
  "createdAt",
  "description",
  "dueDate",
  "estimateMinutes",
  "id",
  "labelIds",
  "milestoneId",
  "orderIndex",
  "priority",
  "projectId",
  "status",
  "title",
  "updatedAt",
];

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

  const call = (options: Omit<InjectOptions, "headers">) =>
    t.request({ ...options, headers: { cookie: admin } });

  const boardOf = async (projectId: number): Promise<Board> =>
    (await call({ method: "GET", url: `/api/projects/${projectId}/board` })).json();

  /** Follows a board, once the streams of earlier tests have ended. */
  const follow = async (projectId: number): Promise<Stream> => {
    await expect.poll(() => t.app.boardEvents.subscriberCount).toBe(0);
    const url = `${base}/trpc/board.events?input=${encodeURIComponent(JSON.stringify({ projectId }))}`;
    const stream = await openStream(url, admin);
    expect(stream.status).toBe(200);
    await expect.poll(() => t.app.boardEvents.subscriberCount).toBe(1);
    return stream;
  };

  /** The board events a stream has received, in the order they came. */
  const eventsOf = (stream: Stream): BoardEvent[] =>
    (JSON.parse(stream.text()) as Record<string, unknown>[]).filter(
      (data): data is BoardEvent => typeof data.version === "number",
    );

  describe("the board version", () => {
    it("rises by one with every write path, and each event says what changed", async () => {
      const projectId = await freshProject(t.db);
      const stream = await follow(projectId);
      let version = (await boardOf(projectId)).version;
      expect(version).toBe(0);

      /** Makes a change; its event carries the next version, and so does the board after it. */
      const change = async (options: Omit<InjectOptions, "headers">, status = 200) => {
        const response = await call(options);
        expect(response.statusCode, response.body).toBe(status);
        version += 1;
        const expected = version;
        const event = (await stream.next(
          (data) => data.version === expected,
        )) as unknown as BoardEvent;
        expect(event).toMatchObject({ projectId, version, actorId: expect.any(Number) });
        expect((await boardOf(projectId)).version).toBe(version);
        return { event, body: response.body ? response.json() : undefined };
      };
      const expectTask = (event: BoardEvent, task: Task) => {
        if (!("task" in event) || !event.task) throw new Error(`no task in ${event.type}`);
        expect(Object.keys(event.task).sort()).toEqual(BOARD_TASK_KEYS);
        expect(event.task).toEqual(task);
      };

      const first = await change(
        { method: "POST", url: "/api/tasks", payload: { projectId, title: "First" } },
        201,
      );
      expect(first.event).toMatchObject({
        type: "task.created",
        taskId: first.body.id,
        columnId: "todo",
        index: 0,
      });
      expectTask(first.event, first.body);

      const second = await change(
        { method: "POST", url: "/api/tasks", payload: { projectId, title: "Second" } },
        201,
      );
      expect(second.event).toMatchObject({ type: "task.created", columnId: "todo", index: 1 });

      const moved = await change({
        method: "PUT",
        url: `/api/tasks/${second.body.id}/move`,
        payload: { columnId: "review", orderIndex: 3 },
      });
      expect(moved.event).toMatchObject({
        type: "task.moved",
        taskId: second.body.id,
        columnId: "review",
        index: 0,
      });
      expectTask(moved.event, moved.body);

      const completed = await change({
        method: "PUT",
        url: `/api/tasks/${first.body.id}/status`,
        payload: { status: "done" },
      });
      expect(completed.event).toMatchObject({ type: "task.moved", columnId: "done", index: 0 });
      expectTask(completed.event, completed.body);
      expect(completed.body.completedAt).not.toBeNull();

      const edited = await change({
        method: "PATCH",
        url: `/api/tasks/${first.body.id}`,
        payload: { title: "First, renamed" },
      });
      expect(edited.event).toMatchObject({ type: "task.updated", columnId: "done", index: 0 });
      expectTask(edited.event, edited.body);

      const prioritised = await change({
        method: "PATCH",
        url: `/api/tasks/${second.body.id}/priority`,
        payload: { priority: "high", aiPriorityScore: 80 },
      });
      expect(prioritised.event).toMatchObject({ type: "task.updated", columnId: "review" });
      expectTask(prioritised.event, prioritised.body);

      const reordered = await change({
        method: "PUT",
        url: `/api/projects/${projectId}/columns`,
        payload: { order: ["done", "review", "inprogress", "todo"] },
      });
      expect(reordered.event).toMatchObject({ type: "columns.changed", taskId: null });
      expect(reordered.event).toHaveProperty("columns", reordered.body);

      const limited = await change({
        method: "PUT",
        url: `/api/projects/${projectId}/columns/review/wip-limit`,
        payload: { wipLimit: 2 },
      });
      expect(limited.event).toMatchObject({
        type: "columns.changed",
        columns: expect.arrayContaining([expect.objectContaining({ key: "review", wipLimit: 2 })]),
      });

      const removed = await change({ method: "DELETE", url: `/api/tasks/${second.body.id}` }, 204);
      expect(removed.event).toMatchObject({
        type: "task.deleted",
        taskId: second.body.id,
        columnId: "review",
        index: 0,
      });
      expect(removed.event).not.toHaveProperty("task");

      // One event per change, versions 1…9 in order, nothing else.
      expect(eventsOf(stream).map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      stream.close();
    });

    it("does not rise for a refused change, which announces nothing", async () => {
      const projectId = await freshProject(t.db);
      const taskId = await freshTask(t.db, projectId);
      const stream = await follow(projectId);
      const before = (await boardOf(projectId)).version;
      // The assignee is checked under the board's lock, after the version was raised: the
      // refusal rolls the raise back with the rest.
      const refused = await call({
        method: "PATCH",
        url: `/api/tasks/${taskId}`,
        payload: { title: "Never", assignedTo: 2_000_000_000 },
      });
      expect(refused.statusCode).toBe(400);
      expect((await boardOf(projectId)).version).toBe(before);

      const moved = await call({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        payload: { columnId: "done", orderIndex: 0 },
      });
      expect(moved.statusCode).toBe(200);
      await stream.next((data) => data.version === before + 1);
      expect(eventsOf(stream).map((event) => event.version)).toEqual([before + 1]);
      stream.close();
    });

    it("gives concurrent changes consecutive versions, announced in that order", async () => {
      const projectId = await freshProject(t.db);
      const taskIds: number[] = [];
      for (let i = 0; i < 8; i++) taskIds.push(await freshTask(t.db, projectId));
      const stream = await follow(projectId);
      const before = (await boardOf(projectId)).version;
      const columns = ["todo", "inprogress", "review", "done"];
      const moves = Array.from({ length: 40 }, (_, i) => ({
        taskId: taskIds[(i * 5) % taskIds.length],
        columnId: columns[(i * 3) % columns.length],
        orderIndex: i % 4,
      }));
      const answers = await Promise.all(
        moves.map(({ taskId, ...to }) =>
          call({ method: "PUT", url: `/api/tasks/${taskId}/move`, payload: to }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(moves.map(() => 200));
      const last = before + moves.length;
      expect((await boardOf(projectId)).version).toBe(last);
      await stream.next((data) => data.version === last, 5000);
      const versions = eventsOf(stream).map((event) => event.version);
      expect(versions).toEqual(moves.map((_, i) => before + i + 1));
      stream.close();
    });

    it("announces a task too large for a notification without it", async () => {
      const projectId = await freshProject(t.db);
      const taskId = await freshTask(t.db, projectId);
      const stream = await follow(projectId);
      // 5,000 characters of three bytes each: past the 8,000 bytes a NOTIFY carries.
      const response = await call({
        method: "PATCH",
        url: `/api/tasks/${taskId}`,
        payload: { description: "界".repeat(5000) },
      });
      expect(response.statusCode).toBe(200);
      const event = await stream.next((data) => data.taskId === taskId);
      expect(event).toMatchObject({ type: "task.updated", task: null, columnId: "todo", index: 0 });
      expect(event.version).toBe((await boardOf(projectId)).version);
      stream.close();
    });
  });
});
