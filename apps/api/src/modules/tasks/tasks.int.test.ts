import { describe, expect, it } from "vitest";
import { demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it("adds a task at the bottom of its column with that column's status", async () => {
    const projectId = await freshProject(t.db);
    await freshTask(t.db, projectId);
    const ids = await demoIds(t.db);
    const response = await t.request({
      method: "POST",
      url: "/api/tasks",
      headers: { cookie: await t.session("admin") },
      payload: {
        projectId,
        title: "  Write the runbook ",
        priority: "high",
        dueDate: "2030-01-31",
        assignedTo: ids.users.consultant,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: "Write the runbook",
      priority: "high",
      columnId: "todo",
      status: "pending",
      orderIndex: 1,
      aiPriorityScore: 50,
      assignedTo: ids.users.consultant,
      dueDate: "2030-01-31T00:00:00.000Z",
    });
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const projectId = await freshProject(t.db);
    const cookie = await t.session("admin");
    const cases: [object, string][] = [
      [{ projectId, title: "" }, "title"],
      [{ projectId, title: "x".repeat(201) }, "title"],
      [{ projectId, title: "ok", description: "x".repeat(5001) }, "description"],
      [{ projectId, title: "ok", dueDate: "next tuesday" }, "dueDate"],
      [{ projectId, title: "ok", priority: "urgent" }, "priority"],
      [{ projectId, title: "ok", colour: "red" }, "colour"],
      [{ projectId: -3, title: "ok" }, "projectId"],
      [{ projectId, title: "ok", assignedTo: 999999 }, "assignedTo"],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request({
        method: "POST",
        url: "/api/tasks",
        headers: { cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(field);
    }
    expect(
      await t.db.selectFrom("tasks").select("id").where("projectId", "=", projectId).execute(),
    ).toEqual([]);
  });

  it("lets a consultant assign only people of the project, and answers unknown ids the same", async () => {
    const ids = await demoIds(t.db);
    const cookie = await t.session("consultant");
    const post = (assignedTo: number) =>
      t.request({
        method: "POST",
        url: "/api/tasks",
        headers: { cookie },
        payload: { projectId: ids.relaunch, title: "Assignee rules", assignedTo },
      });
    // The project's client: fine. An admin, another company's client, an unknown id: refused
    // with one and the same answer.
    expect((await post(ids.users.client)).statusCode).toBe(201);
    const refused = await Promise.all([
      post(ids.users.admin),
      post(ids.users.dana),
      post(2_000_000_000),
    ]);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "assignedTo: choose someone who works on this project",
        code: "BAD_REQUEST",
      });
    }
    const held = await t.db
      .selectFrom("tasks")
      .select("assignedTo")
      .where("title", "=", "Assignee rules")
      .execute();
    expect(held).toEqual([{ assignedTo: ids.users.client }]);

    // Reassigning through an edit follows the same rule.
    const taskId = await freshTask(t.db, ids.relaunch);
    const edit = await t.request({
      method: "PATCH",
      url: `/api/tasks/${taskId}`,
      headers: { cookie },
      payload: { assignedTo: ids.users.dana },
    });
    expect(edit.statusCode).toBe(400);
    const after = await t.db
      .selectFrom("tasks")
      .select("assignedTo")
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();
    expect(after.assignedTo).not.toBe(ids.users.dana);
  });

  it("edits a task's fields", async () => {
    const projectId = await freshProject(t.db);
    const taskId = await freshTask(t.db, projectId);
    const response = await t.request({
      method: "PATCH",
      url: `/api/tasks/${taskId}`,
      headers: { cookie: await t.session("admin") },
      payload: {
        title: "Renamed",
        description: "Now with details",
        dueDate: null,
        priority: "low",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Renamed",
      description: "Now with details",
      dueDate: null,
      priority: "low",
    });
  });

  it("deletes a task and closes the gap in its column", async () => {
    const projectId = await freshProject(t.db);
    const [a, b, c] = [
      await freshTask(t.db, projectId),
      await freshTask(t.db, projectId),
      await freshTask(t.db, projectId),
    ];
    const response = await t.request({
      method: "DELETE",
      url: `/api/tasks/${b}`,
      headers: { cookie: await t.session("admin") },
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom("tasks")
      .select(["id", "orderIndex"])
      .where("projectId", "=", projectId)
      .orderBy("orderIndex")
      .execute();
    expect(rows).toEqual([
      { id: a, orderIndex: 0 },
      { id: c, orderIndex: 1 },
    ]);
  });

  describe("PUT /api/tasks/{taskId}/status", () => {
    it("accepts every spelling and moves the task to its status's column", async () => {
      const projectId = await freshProject(t.db);
      const taskId = await freshTask(t.db, projectId);
      const cookie = await t.session("admin");
      const set = (status: string) =>
        t.request({
          method: "PUT",
          url: `/api/tasks/${taskId}/status`,
          headers: { cookie },
          payload: { status },
        });

      const progress = await set("in-progress");
      expect(progress.json()).toMatchObject({ status: "in_progress", columnId: "inprogress" });
      const done = await set("completed");
      expect(done.json()).toMatchObject({ status: "completed", columnId: "done" });
      expect(done.json().completedAt).not.toBeNull();
      const row = await t.db
        .selectFrom("tasks")
        .select(["status", "columnId", "completedAt"])
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("completed");
      expect(row.completedAt).not.toBeNull();
      const reopened = await set("pending");
      expect(reopened.json()).toMatchObject({
        status: "pending",
        columnId: "todo",
        completedAt: null,
      });
      expect((await set("archived")).statusCode).toBe(400);
    });

    it("keeps a task waiting in review there when it is set in progress", async () => {
      const projectId = await freshProject(t.db);
      const taskId = await freshTask(t.db, projectId);
      const cookie = await t.session("admin");
      await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie },
        payload: { columnId: "review", orderIndex: 0 },
      });
      const response = await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/status`,
        headers: { cookie },
        payload: { status: "in progress" },
      });
      expect(response.json()).toMatchObject({ status: "in_progress", columnId: "review" });
    });

    it("lets a consultant change a task assigned to them in another consultant's project", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.payments, ids.users.consultant);
      const response = await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/status`,
        headers: { cookie: await t.session("consultant") },
        payload: { status: "completed" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: taskId, status: "completed", columnId: "done" });
      const row = await t.db
        .selectFrom("tasks")
        .select(["status", "columnId"])
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "completed", columnId: "done" });
    });

    it("never lets a client change a task, even one assigned to them", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch, ids.users.client);
      const response = await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/status`,
        headers: { cookie: await t.session("client") },
        payload: { status: "completed" },
      });
      expect(response.statusCode).toBe(403);
      const row = await t.db
        .selectFrom("tasks")
        .select("status")
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("pending");
    });
  });

  it("sets priority and AI score (Accept of a recommendation)", async () => {
    const projectId = await freshProject(t.db);
    const taskId = await freshTask(t.db, projectId);
    const response = await t.request({
      method: "PATCH",
      url: `/api/tasks/${taskId}/priority`,
      headers: { cookie: await t.session("admin") },
      payload: { priority: "high", aiPriorityScore: 87 },
    });
    expect(response.json()).toMatchObject({ priority: "high", aiPriorityScore: 87 });
    const outOfRange = await t.request({
      method: "PATCH",
      url: `/api/tasks/${taskId}/priority`,
      headers: { cookie: await t.session("admin") },
      payload: { priority: "high", aiPriorityScore: 101 },
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it("lists a project's tasks and a user's tasks, newest first", async () => {
    const ids = await demoIds(t.db);
    const cookie = await t.session("client");
    const byProject = await t.request({
      method: "GET",
      url: `/api/tasks/project/${ids.relaunch}`,
      headers: { cookie },
    });
    const tasks = byProject.json() as { projectId: number; createdAt: string }[];
    expect(tasks.length).toBeGreaterThan(5);
    expect(tasks.every((task) => task.projectId === ids.relaunch)).toBe(true);
    const times = tasks.map((task) => Date.parse(task.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mine = await t.request({
      method: "GET",
      url: `/api/tasks/assignee/${ids.users.client}`,
      headers: { cookie },
    });
    const assigned = (mine.json() as { assignedTo: number }[]).map((task) => task.assignedTo);
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned).toEqual(assigned.map(() => ids.users.client));
  });
});
