import { describe, expect, it } from "vitest";
import { demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

interface BoardTask {
  id: number;
  orderIndex: number;
  columnId: string;
  status: string;
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  async function columnsOf(projectId: number) {
    const rows = await t.db
      .selectFrom("tasks")
      .select(["id", "columnId", "orderIndex", "status", "completedAt"])
      .where("projectId", "=", projectId)
      .orderBy("orderIndex")
      .execute();
    const columns: Record<string, number[]> = { todo: [], inprogress: [], review: [], done: [] };
    for (const row of rows) columns[row.columnId]?.push(row.orderIndex);
    return { rows, columns };
  }

  function expectGapFree(columns: Record<string, number[]>) {
    for (const indexes of Object.values(columns)) {
      expect([...indexes].sort((a, b) => a - b)).toEqual(indexes.map((_, i) => i));
    }
  }

  describe("PUT /api/tasks/{taskId}/move", () => {
    it("moves a task between columns, renumbers both, and sets the column's status", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const before = await columnsOf(ids.relaunch);
      const task = before.rows.find((row) => row.columnId === "todo");
      if (!task) throw new Error("the demo board has a To Do task");
      const response = await t.request({
        method: "PUT",
        url: `/api/tasks/${task.id}/move`,
        headers: { cookie },
        payload: { columnId: "done", orderIndex: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        columnId: "done",
        orderIndex: 1,
        status: "completed",
      });
      expect(response.json().completedAt).not.toBeNull();
      const after = await columnsOf(ids.relaunch);
      expectGapFree(after.columns);
      expect(after.columns.todo).toHaveLength(
        before.columns.todo?.length ? before.columns.todo.length - 1 : 0,
      );

      // And back: out of Done the completion time is cleared.
      const back = await t.request({
        method: "PUT",
        url: `/api/tasks/${task.id}/move`,
        headers: { cookie },
        payload: { columnId: "inprogress", orderIndex: 99 },
      });
      expect(back.json()).toMatchObject({ status: "in_progress", completedAt: null });
      const inProgress = (await columnsOf(ids.relaunch)).columns.inprogress ?? [];
      expect(back.json().orderIndex).toBe(inProgress.length - 1);
    });

    it("reorders within a column", async () => {
      const projectId = await freshProject(t.db);
      const [a, b, c] = [
        await freshTask(t.db, projectId),
        await freshTask(t.db, projectId),
        await freshTask(t.db, projectId),
      ];
      const response = await t.request({
        method: "PUT",
        url: `/api/tasks/${c}/move`,
        headers: { cookie: await t.session("admin") },
        payload: { columnId: "todo", orderIndex: 0 },
      });
      expect(response.statusCode).toBe(200);
      const board = await t.request({
        method: "GET",
        url: `/api/projects/${projectId}/board`,
        headers: { cookie: await t.session("admin") },
      });
      const todo = board.json().columns[0].tasks as BoardTask[];
      expect(todo.map((task) => task.id)).toEqual([c, a, b]);
      expect(todo.map((task) => task.orderIndex)).toEqual([0, 1, 2]);
    });

    it("leaves every column a gap-free permutation after 100 parallel moves", async () => {
      const projectId = await freshProject(t.db);
      const taskIds: number[] = [];
      for (let i = 0; i < 20; i++) taskIds.push(await freshTask(t.db, projectId));
      const cookie = await t.session("admin");
      const columns = ["todo", "inprogress", "review", "done"];
      let seed = 7;
      const next = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed;
      };
      const moves = Array.from({ length: 100 }, () => ({
        taskId: taskIds[next() % taskIds.length],
        columnId: columns[next() % columns.length],
        orderIndex: next() % 8,
      }));
      const answers = await Promise.all(
        moves.map((move) =>
          t.request({
            method: "PUT",
            url: `/api/tasks/${move.taskId}/move`,
            headers: { cookie },
            payload: { columnId: move.columnId, orderIndex: move.orderIndex },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(moves.map(() => 200));
      const { rows, columns: after } = await columnsOf(projectId);
      expect(rows).toHaveLength(20);
      expectGapFree(after);
      for (const row of rows) {
        expect(row.status).toBe(
          { todo: "pending", inprogress: "in_progress", review: "in_progress", done: "completed" }[
            row.columnId
          ],
        );
      }
    });
  });

  describe("columns", () => {
    it("reorders the board's columns and refuses a repeated column", async () => {
      const projectId = await freshProject(t.db);
      const cookie = await t.session("admin");
      const response = await t.request({
        method: "PUT",
        url: `/api/projects/${projectId}/columns`,
        headers: { cookie },
        payload: { order: ["review", "todo", "done", "inprogress"] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((c: { key: string }) => c.key)).toEqual([
        "review",
        "todo",
        "done",
        "inprogress",
      ]);
      const repeated = await t.request({
        method: "PUT",
        url: `/api/projects/${projectId}/columns`,
        headers: { cookie },
        payload: { order: ["todo", "todo", "done", "review"] },
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().error).toMatch(/must not repeat a column/);
    });

    it("sets and clears a soft WIP limit", async () => {
      const projectId = await freshProject(t.db);
      const cookie = await t.session("admin");
      const set = await t.request({
        method: "PUT",
        url: `/api/projects/${projectId}/columns/inprogress/wip-limit`,
        headers: { cookie },
        payload: { wipLimit: 3 },
      });
      expect(set.json()).toMatchObject({ key: "inprogress", wipLimit: 3 });
      const cleared = await t.request({
        method: "PUT",
        url: `/api/projects/${projectId}/columns/inprogress/wip-limit`,
        headers: { cookie },
        payload: { wipLimit: null },
      });
      expect(cleared.json().wipLimit).toBeNull();
      const badColumn = await t.request({
        method: "PUT",
        url: `/api/projects/${projectId}/columns/backlog/wip-limit`,
        headers: { cookie },
        payload: { wipLimit: 3 },
      });
      expect(badColumn.statusCode).toBe(400);
    });
  });
});
