/**
 * A project's labels (docs/tasks.md, "Labels"): listed by its readers, changed by its writers; a
 * name unique in the project whatever its case (409); a colour dark enough for white text
 * (400 otherwise). Deleting a label takes it off its tasks in the same transaction, through the
 * board: each task's history says so and the board's version rises once per task.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openStream } from "../../test/event-stream.js";
import { anHourAgo, demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let base = "";
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  async function ownProject() {
    const ids = await demoIds(t.db);
    const projectId = await freshProject(t.db, {
      clientId: ids.users.client,
      consultantId: ids.users.consultant,
    });
    return { ids, projectId };
  }

  // A login is a real password check: one session per role for the whole file.
  const cookies = new Map<string, Promise<string>>();
  const cookieOf = (who: string) => {
    let cookie = cookies.get(who);
    if (!cookie) {
      cookie = t.session(who);
      cookies.set(who, cookie);
    }
    return cookie;
  };

  async function call(
    who: string,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) {
    return t.request({
      method,
      url: `/api${url}`,
      headers: { cookie: await cookieOf(who) },
      ...(payload ? { payload } : {}),
    });
  }

  const rows = (projectId: number) =>
    t.db
      .selectFrom("projectLabels")
      .select(["name", "color"])
      .where("projectId", "=", projectId)
      .orderBy("id")
      .execute();

  describe("labels of a project", () => {
    it("are created, listed with their task counts, renamed, recoloured and deleted", async () => {
      const { projectId } = await ownProject();
      const at = anHourAgo();
      t.setNow(at);
      const created = await call("consultant", "POST", `/projects/${projectId}/labels`, {
        name: "  Design ",
        color: "#1D4ED8",
      });
      t.setNow(new Date());
      expect(created.statusCode).toBe(201);
      const design = created.json();
      expect(design).toEqual({
        id: expect.any(Number),
        projectId,
        name: "Design",
        color: "#1d4ed8",
        taskCount: 0,
        createdAt: at.toISOString(),
      });
      const copy = (
        await call("admin", "POST", `/projects/${projectId}/labels`, {
          name: "copy",
          color: "#be185d",
        })
      ).json();
      const taskId = await freshTask(t.db, projectId);
      await t.db
        .updateTable("tasks")
        .set({ labelIds: [design.id] })
        .where("id", "=", taskId)
        .execute();

      const listed = await call("client", "GET", `/projects/${projectId}/labels`);
      expect(listed.statusCode).toBe(200);
      expect(
        listed
          .json()
          .map((label: { name: string; taskCount: number }) => [label.name, label.taskCount]),
      ).toEqual([
        ["copy", 0],
        ["Design", 1],
      ]);

      const renamed = await call(
        "consultant",
        "PATCH",
        `/projects/${projectId}/labels/${copy.id}`,
        {
          name: "Copywriting",
        },
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: "Copywriting", color: "#be185d" });
      const recoloured = await call(
        "consultant",
        "PATCH",
        `/projects/${projectId}/labels/${copy.id}`,
        { color: "#475569" },
      );
      expect(recoloured.json()).toMatchObject({ name: "Copywriting", color: "#475569" });
      // Renaming a label to its own name in another case is allowed.
      const recased = await call(
        "consultant",
        "PATCH",
        `/projects/${projectId}/labels/${design.id}`,
        {
          name: "DESIGN",
        },
      );
      expect(recased.statusCode).toBe(200);
      expect(await rows(projectId)).toEqual([
        { name: "DESIGN", color: "#1d4ed8" },
        { name: "Copywriting", color: "#475569" },
      ]);

      const removed = await call(
        "consultant",
        "DELETE",
        `/projects/${projectId}/labels/${copy.id}`,
      );
      expect(removed.statusCode).toBe(204);
      expect(await rows(projectId)).toEqual([{ name: "DESIGN", color: "#1d4ed8" }]);
    });

    it("keep names unique in a project whatever their case (409), not across projects", async () => {
      const { projectId } = await ownProject();
      const other = (await ownProject()).projectId;
      expect(
        (
          await call("consultant", "POST", `/projects/${projectId}/labels`, {
            name: "Bug",
            color: "#b91c1c",
          })
        ).statusCode,
      ).toBe(201);
      const again = await call("consultant", "POST", `/projects/${projectId}/labels`, {
        name: "bug",
        color: "#15803d",
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'This project already has a label called "bug".',
        code: "CONFLICT",
      });
      const feature = (
        await call("consultant", "POST", `/projects/${projectId}/labels`, {
          name: "Feature",
          color: "#15803d",
        })
      ).json();
      const rename = await call(
        "consultant",
        "PATCH",
        `/projects/${projectId}/labels/${feature.id}`,
        {
          name: "BUG",
        },
      );
      expect(rename.statusCode).toBe(409);
      expect(
        (
          await call("consultant", "POST", `/projects/${other}/labels`, {
            name: "Bug",
            color: "#b91c1c",
          })
        ).statusCode,
      ).toBe(201);
      expect(await rows(projectId)).toEqual([
        { name: "Bug", color: "#b91c1c" },
        { name: "Feature", color: "#15803d" },
      ]);
    });

    it("take a colour written #rrggbb and dark enough for white text, else 400 naming the field", async () => {
      const { projectId } = await ownProject();
      const cases: [object, string][] = [
        [{ name: "Pale", color: "#fde68a" }, "color"],
        [{ name: "Yellow", color: "#eab308" }, "color"],
        [{ name: "Named", color: "red" }, "color"],
        [{ name: "Short", color: "#123" }, "color"],
        [{ name: "", color: "#1d4ed8" }, "name: Name is required"],
        [{ name: "x".repeat(41), color: "#1d4ed8" }, "name: must be at most 40 characters"],
        [{ name: "Extra", color: "#1d4ed8", taskIds: [] }, "taskIds"],
      ];
      for (const [payload, message] of cases) {
        const response = await call("consultant", "POST", `/projects/${projectId}/labels`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error).toContain(message);
      }
      const pale = await call("consultant", "POST", `/projects/${projectId}/labels`, {
        name: "Pale",
        color: "#fde68a",
      });
      expect(pale.json().error).toBe(
        "color: must be a colour written #rrggbb, dark enough for white text (contrast at least 4.5:1)",
      );
      expect(await rows(projectId)).toEqual([]);
    });

    it("are read by the project's readers and changed by its writers only", async () => {
      const { ids, projectId } = await ownProject();
      const label = (
        await call("consultant", "POST", `/projects/${projectId}/labels`, {
          name: "Ops",
          color: "#0f766e",
        })
      ).json();
      const path = `/projects/${projectId}/labels`;
      // The client reads but may not change.
      expect(
        (await call("client", "POST", path, { name: "Mine", color: "#0f766e" })).statusCode,
      ).toBe(403);
      expect(
        (await call("client", "PATCH", `${path}/${label.id}`, { name: "Mine" })).statusCode,
      ).toBe(403);
      expect((await call("client", "DELETE", `${path}/${label.id}`)).statusCode).toBe(403);
      // Another project's people see nothing of it.
      const payments = `/projects/${ids.payments}/labels`;
      expect((await call("client", "GET", payments)).statusCode).toBe(404);
      expect(
        (await call("consultant", "POST", payments, { name: "X", color: "#0f766e" })).statusCode,
      ).toBe(404);
      // A label named under a project it is not of is not found there.
      const elsewhere = await call("admin", "PATCH", `${payments}/${label.id}`, { name: "Moved" });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({
        error: `Label ${label.id} was not found.`,
        code: "NOT_FOUND",
      });
      expect((await call("admin", "DELETE", `${payments}/${label.id}`)).statusCode).toBe(404);
      expect(await rows(projectId)).toEqual([{ name: "Ops", color: "#0f766e" }]);
    });
  });

  describe("deleting a label", () => {
    it("takes it off its tasks in the same transaction, through the board", async () => {
      const { ids, projectId } = await ownProject();
      const make = async (name: string, color: string) =>
        (await call("consultant", "POST", `/projects/${projectId}/labels`, { name, color })).json()
          .id as number;
      const urgent = await make("Urgent", "#b91c1c");
      const backend = await make("Backend", "#4338ca");
      const [a, b, c] = [
        await freshTask(t.db, projectId),
        await freshTask(t.db, projectId),
        await freshTask(t.db, projectId),
      ];
      const cookie = await cookieOf("consultant");
      for (const [taskId, labelIds] of [
        [a, [urgent, backend]],
        [b, [urgent]],
        [c, [backend]],
      ] as const) {
        const response = await t.request({
          method: "PATCH",
          url: `/api/tasks/${taskId}`,
          headers: { cookie },
          payload: { labelIds },
        });
        expect(response.statusCode).toBe(200);
      }
      const version = async () =>
        (
          await t.db
            .selectFrom("projects")
            .select("boardVersion")
            .where("id", "=", projectId)
            .executeTakeFirstOrThrow()
        ).boardVersion;
      const before = await version();
      // The client follows the board live.
      const stream = await openStream(
        `${base}/trpc/board.events?input=${encodeURIComponent(JSON.stringify({ projectId }))}`,
        await cookieOf("client"),
      );
      const deadline = Date.now() + 2000;
      while (t.app.boardEvents.subscriberCount === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      const removed = await call("consultant", "DELETE", `/projects/${projectId}/labels/${urgent}`);
      expect(removed.statusCode).toBe(204);
      const heard = [
        await stream.next((data) => data.taskId === a),
        await stream.next((data) => data.taskId === b),
      ];
      stream.close();
      expect(
        heard.map((event) => ({
          type: event.type,
          version: event.version,
          labelIds: (event.task as { labelIds: number[] }).labelIds,
        })),
      ).toEqual([
        { type: "task.updated", version: before + 1, labelIds: [backend] },
        { type: "task.updated", version: before + 2, labelIds: [] },
      ]);

      const tasks = await t.db
        .selectFrom("tasks")
        .select(["id", "labelIds"])
        .where("id", "in", [a, b, c])
        .orderBy("id")
        .execute();
      expect(tasks).toEqual([
        { id: a, labelIds: [backend] },
        { id: b, labelIds: [] },
        { id: c, labelIds: [backend] },
      ]);
      // One board change per task that carried it, each announced with its own version.
      expect(await version()).toBe(before + 2);
      const lastLabelsLine = (taskId: number) =>
        t.db
          .selectFrom("taskActivity")
          .select(["actorId", "fromValue", "toValue"])
          .where("taskId", "=", taskId)
          .where("field", "=", "labels")
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
      expect(await lastLabelsLine(a)).toEqual({
        actorId: ids.users.consultant,
        fromValue: "Urgent, Backend",
        toValue: "Backend",
      });
      expect(await lastLabelsLine(b)).toEqual({
        actorId: ids.users.consultant,
        fromValue: "Urgent",
        toValue: null,
      });
      expect(
        await t.db
          .selectFrom("projectLabels")
          .select("name")
          .where("projectId", "=", projectId)
          .execute(),
      ).toEqual([{ name: "Backend" }]);

      // A label nobody carries changes no task, and leaves the board's version as it was.
      const unused = await make("Unused", "#475569");
      const quiet = await version();
      expect(
        (await call("consultant", "DELETE", `/projects/${projectId}/labels/${unused}`)).statusCode,
      ).toBe(204);
      expect(await version()).toBe(quiet);
    });
  });
});
