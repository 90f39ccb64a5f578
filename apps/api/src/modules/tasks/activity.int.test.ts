/**
 * A task's history (docs/tasks.md, "Activity"): every change writes its line in the change's
 * transaction — created, moved, status, and one `edited` line per changed field with its old
 * and new values — and `GET /tasks/{taskId}/activity` reads it, newest first, with each actor's
 * name and initials. A task given an assignee notifies them.
 */
import { describe, expect, it } from "vitest";
import {
  anHourAgo,
  demoIds,
  freshMilestone,
  freshProject,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  async function lines(taskId: number) {
    return t.db
      .selectFrom("taskActivity")
      .select(["kind", "actorId", "field", "fromValue", "toValue", "detail", "createdAt"])
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
  }

  async function label(projectId: number, name: string) {
    const { id } = await t.db
      .insertInto("projectLabels")
      .values({ projectId, name, color: "#1d4ed8" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  describe("the history of a task", () => {
    it("starts with `created`, names the column, and tells the assignee", async () => {
      const ids = await demoIds(t.db);
      const at = anHourAgo();
      t.setNow(at);
      const response = await t.request({
        method: "POST",
        url: "/api/tasks",
        headers: { cookie: await t.session("consultant") },
        payload: {
          projectId: ids.relaunch,
          title: "Ship the launch checklist",
          columnId: "inprogress",
          assignedTo: ids.users.client,
          estimateMinutes: 90,
        },
      });
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({ estimateMinutes: 90, labelIds: [], approval: null });
      expect(await lines(created.id)).toEqual([
        {
          kind: "created",
          actorId: ids.users.consultant,
          field: null,
          fromValue: null,
          toValue: null,
          detail: "In Progress",
          createdAt: at.toISOString(),
        },
      ]);
      const notices = await t.db
        .selectFrom("notifications")
        .select(["userId", "kind", "actorId", "title", "projectId", "taskId", "readAt"])
        .where("taskId", "=", created.id)
        .execute();
      expect(notices).toEqual([
        {
          userId: ids.users.client,
          kind: "assigned",
          actorId: ids.users.consultant,
          title:
            'Jordan Lee assigned you "Ship the launch checklist" in Northwind Website Relaunch',
          projectId: ids.relaunch,
          taskId: created.id,
          readAt: null,
        },
      ]);
      t.setNow(new Date());
    });

    it("writes `moved` and `status` when the column changes, and nothing for a reorder", async () => {
      const ids = await demoIds(t.db);
      const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
      const taskId = await freshTask(t.db, projectId);
      const other = await freshTask(t.db, projectId);
      const cookie = await t.session("consultant");
      const move = (columnId: string, orderIndex: number) =>
        t.request({
          method: "PUT",
          url: `/api/tasks/${taskId}/move`,
          headers: { cookie },
          payload: { columnId, orderIndex },
        });
      expect((await move("todo", 1)).statusCode).toBe(200); // a reorder within To Do
      expect(await lines(taskId)).toEqual([]);
      expect((await move("review", 0)).statusCode).toBe(200);
      const status = await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/status`,
        headers: { cookie },
        payload: { status: "completed" },
      });
      expect(status.statusCode).toBe(200);
      expect(
        (await lines(taskId)).map(({ kind, fromValue, toValue, detail, actorId }) => ({
          kind,
          fromValue,
          toValue,
          detail,
          actorId,
        })),
      ).toEqual([
        {
          kind: "moved",
          fromValue: "todo",
          toValue: "review",
          detail: "Review",
          actorId: ids.users.consultant,
        },
        {
          kind: "status",
          fromValue: "in_progress",
          toValue: "completed",
          detail: "Done",
          actorId: ids.users.consultant,
        },
      ]);
      expect(await lines(other)).toEqual([]);
    });

    it("writes one `edited` line per changed field with its old and new values", async () => {
      const ids = await demoIds(t.db);
      const projectId = await freshProject(t.db, {
        consultantId: ids.users.consultant,
        clientId: ids.users.client,
      });
      const taskId = await freshTask(t.db, projectId, ids.users.consultant);
      const design = await label(projectId, "Design");
      const copy = await label(projectId, "Copy");
      const milestone = await freshMilestone(t.db, projectId);
      const { title: milestoneTitle } = await t.db
        .selectFrom("milestones")
        .select("title")
        .where("id", "=", milestone)
        .executeTakeFirstOrThrow();
      const { title: oldTitle } = await t.db
        .selectFrom("tasks")
        .select("title")
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      const cookie = await t.session("consultant");
      const edit = (payload: object) =>
        t.request({ method: "PATCH", url: `/api/tasks/${taskId}`, headers: { cookie }, payload });

      const first = await edit({
        title: "Pricing page copy",
        description: "Three tiers",
        priority: "high",
        assignedTo: ids.users.client,
        dueDate: "2026-12-24",
        milestoneId: milestone,
        labelIds: [design, copy],
        estimateMinutes: 150,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        labelIds: [design, copy],
        estimateMinutes: 150,
        milestoneId: milestone,
      });
      // The same values again change nothing, so they write nothing.
      expect(
        (await edit({ title: "Pricing page copy", labelIds: [copy, design] })).statusCode,
      ).toBe(200);
      const second = await edit({ labelIds: [copy], estimateMinutes: null, assignedTo: null });
      expect(second.statusCode).toBe(200);

      const edited = (await lines(taskId)).map(({ kind, field, fromValue, toValue }) => [
        kind,
        field,
        fromValue,
        toValue,
      ]);
      expect(edited).toEqual([
        ["edited", "title", oldTitle, "Pricing page copy"],
        ["edited", "description", null, "Three tiers"],
        ["edited", "priority", "medium", "high"],
        ["edited", "assignee", "Jordan Lee", "Sam Rivera"],
        ["edited", "dueDate", null, "2026-12-24"],
        ["edited", "milestone", null, milestoneTitle],
        ["edited", "labels", null, "Design, Copy"],
        ["edited", "estimate", null, "150"],
        ["edited", "assignee", "Sam Rivera", null],
        ["edited", "labels", "Copy, Design", "Copy"],
        ["edited", "estimate", "150", null],
      ]);

      // The history as the API reads it: newest first, each actor named, paged.
      const page = await t.request({
        method: "GET",
        url: `/api/tasks/${taskId}/activity?limit=2`,
        headers: { cookie: await t.session("client") },
      });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.total).toBe(11);
      expect(body.entries).toHaveLength(2);
      expect(body.entries[0]).toMatchObject({
        taskId,
        kind: "edited",
        field: "estimate",
        fromValue: "150",
        toValue: null,
        actor: { id: ids.users.consultant, name: "Jordan Lee", initials: "JL" },
      });
      expect(body.entries[1]).toMatchObject({ field: "labels", toValue: "Copy" });
      const rest = await t.request({
        method: "GET",
        url: `/api/tasks/${taskId}/activity?limit=100&offset=10`,
        headers: { cookie },
      });
      expect(rest.json().entries.map((entry: { field: string }) => entry.field)).toEqual(["title"]);
      expect(rest.json().total).toBe(11);
    });

    it("takes only labels of the task's own project (400 naming the field), and an estimate in range", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch);
      const foreign = await label(ids.payments, "Payments only");
      const own = await label(ids.relaunch, `Own ${taskId}`);
      const cookie = await t.session("consultant");
      const cases: [object, string][] = [
        [{ labelIds: [own, foreign] }, "labelIds: choose labels of this task's project"],
        [{ labelIds: [2_000_000_000] }, "labelIds: choose labels of this task's project"],
        [{ labelIds: [own, own] }, "labelIds: must not repeat a label"],
        [{ labelIds: "design" }, "labelIds"],
        [{ estimateMinutes: 60_000 }, "estimateMinutes: must be from 0 to 999 hours"],
        [{ estimateMinutes: -1 }, "estimateMinutes: must be from 0 to 999 hours"],
        [{ estimateMinutes: 1.5 }, "estimateMinutes"],
      ];
      for (const [payload, message] of cases) {
        const response = await t.request({
          method: "PATCH",
          url: `/api/tasks/${taskId}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error).toContain(message);
      }
      const after = await t.db
        .selectFrom("tasks")
        .select(["labelIds", "estimateMinutes"])
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ labelIds: [], estimateMinutes: null });
      expect(await lines(taskId)).toEqual([]);

      // A new task is held to the same rule.
      const created = await t.request({
        method: "POST",
        url: "/api/tasks",
        headers: { cookie },
        payload: { projectId: ids.relaunch, title: "Foreign label", labelIds: [foreign] },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toBe("labelIds: choose labels of this task's project");
      expect(
        await t.db.selectFrom("tasks").select("id").where("title", "=", "Foreign label").execute(),
      ).toEqual([]);
    });

    it("is read by whoever reads the task: another project's client gets 404", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.payments);
      const theirs = await t.request({
        method: "GET",
        url: `/api/tasks/${taskId}/activity`,
        headers: { cookie: await t.session("client") },
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ error: `Task ${taskId} was not found.`, code: "NOT_FOUND" });
      const admin = await t.request({
        method: "GET",
        url: `/api/tasks/${taskId}/activity`,
        headers: { cookie: await t.session("admin") },
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toEqual({ entries: [], total: 0 });
    });
  });

  describe("assignment notifications", () => {
    it("tell the new assignee only, in the transaction of the change", async () => {
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch);
      const cookie = await t.session("consultant");
      const assign = (assignedTo: number | null) =>
        t.request({
          method: "PATCH",
          url: `/api/tasks/${taskId}`,
          headers: { cookie },
          payload: { assignedTo },
        });
      const notices = () =>
        t.db
          .selectFrom("notifications")
          .select(["userId", "kind", "title"])
          .where("taskId", "=", taskId)
          .orderBy("id")
          .execute();
      // Taking a task oneself tells no one.
      expect((await assign(ids.users.consultant)).statusCode).toBe(200);
      expect(await notices()).toEqual([]);
      expect((await assign(ids.users.client)).statusCode).toBe(200);
      // An edit that leaves the assignee as is tells no one again.
      const retitled = await t.request({
        method: "PATCH",
        url: `/api/tasks/${taskId}`,
        headers: { cookie },
        payload: { title: "Retitled", assignedTo: ids.users.client },
      });
      expect(retitled.statusCode).toBe(200);
      expect((await assign(null)).statusCode).toBe(200);
      expect(await notices()).toEqual([
        {
          userId: ids.users.client,
          kind: "assigned",
          title: expect.stringMatching(
            /^Jordan Lee assigned you "Task-.+" in Northwind Website Relaunch$/,
          ),
        },
      ]);
      // A refused change notifies no one: an assignee outside the project.
      expect((await assign(ids.users.dana)).statusCode).toBe(400);
      expect(await notices()).toHaveLength(1);
    });
  });
});
