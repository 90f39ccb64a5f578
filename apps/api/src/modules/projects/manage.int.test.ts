/**
 * Projects managed from the screens (docs/projects.md) on both databases: archived and restored
 * by their consultant or an admin, read-only for everyone while archived, out of the default
 * lists; deleted when empty, or with their tasks and everything under them when the name is
 * typed as confirmation; and the lists searched, filtered, sorted and paged.
 */
import type { Project } from "@cairn/schema/projects";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type DemoIds,
  demoIds,
  freshDocument,
  freshProject,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let ids: DemoIds;
  const cookies: Record<"admin" | "consultant" | "client", string> = {
    admin: "",
    consultant: "",
    client: "",
  };

  beforeAll(async () => {
    ids = await demoIds(t.db);
    for (const who of ["admin", "consultant", "client"] as const) {
      cookies[who] = await t.session(who);
    }
  });

  const call = (
    who: keyof typeof cookies,
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    t.request({
      method,
      url,
      headers: { cookie: cookies[who] },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A project of the demo consultant and client, with one task. */
  async function ownProject() {
    const projectId = await freshProject(t.db, {
      clientId: ids.users.client,
      consultantId: ids.users.consultant,
    });
    const taskId = await freshTask(t.db, projectId, ids.users.consultant);
    return { projectId, taskId };
  }

  const archivedAt = async (projectId: number) =>
    (
      await t.db
        .selectFrom("projects")
        .select("archivedAt")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).archivedAt;

  describe("archive and restore", () => {
    it("lets the project's consultant archive it, once, and restore it", async () => {
      const { projectId } = await ownProject();
      // The clock moves within the sessions' life (12 hours unused).
      const first = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
      t.setNow(first);
      const archived = await call("consultant", "POST", `/api/projects/${projectId}/archive`);
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ id: projectId, archivedAt: first.toISOString() });
      expect(new Date(String(await archivedAt(projectId))).toISOString()).toBe(first.toISOString());

      // Archiving again keeps the first moment.
      t.setNow(new Date(first.getTime() + 3_600_000));
      const again = await call("admin", "POST", `/api/projects/${projectId}/archive`);
      expect(again.statusCode).toBe(200);
      expect(again.json().archivedAt).toBe(first.toISOString());

      const restored = await call("consultant", "POST", `/api/projects/${projectId}/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ id: projectId, archivedAt: null });
      expect(await archivedAt(projectId)).toBeNull();
      t.setNow(new Date());
    });

    it("refuses clients (403), other consultants (404: not theirs to see) and unknown projects", async () => {
      const { projectId } = await ownProject();
      const client = await call("client", "POST", `/api/projects/${projectId}/archive`);
      expect(client.statusCode).toBe(403);
      const other = await call("consultant", "POST", `/api/projects/${ids.payments}/archive`);
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe(`Project ${ids.payments} was not found.`);
      const missing = await call("admin", "POST", "/api/projects/987654/restore");
      expect(missing.statusCode).toBe(404);
      expect(await archivedAt(projectId)).toBeNull();
      expect(await archivedAt(ids.payments)).toBeNull();
    });

    it("makes the project, its tasks and its documents read-only for everyone, and readable as before", async () => {
      const { projectId, taskId } = await ownProject();
      const document = await freshDocument(t.db, projectId, { shared: true });
      expect((await call("admin", "POST", `/api/projects/${projectId}/archive`)).statusCode).toBe(
        200,
      );
      const projectMessage = `Project ${projectId} is archived, so it is read-only. Restore it before changing it or its tasks.`;
      const taskMessage = `Task ${taskId} belongs to an archived project, so it is read-only. Restore the project before changing it.`;
      const refusals: [
        keyof typeof cookies,
        "POST" | "PATCH" | "PUT" | "DELETE",
        string,
        unknown,
        string,
      ][] = [
        ["consultant", "POST", "/api/tasks", { projectId, title: "One more" }, projectMessage],
        ["admin", "PATCH", `/api/projects/${projectId}`, { name: "Renamed" }, projectMessage],
        ["consultant", "PATCH", `/api/tasks/${taskId}`, { title: "Renamed" }, taskMessage],
        [
          "admin",
          "PUT",
          `/api/tasks/${taskId}/move`,
          { columnId: "done", orderIndex: 0 },
          taskMessage,
        ],
        ["consultant", "PUT", `/api/tasks/${taskId}/status`, { status: "completed" }, taskMessage],
        ["admin", "DELETE", `/api/tasks/${taskId}`, undefined, taskMessage],
        [
          "client",
          "POST",
          "/api/team-mood",
          { projectId, moodScore: 4, energyLevel: 4, stressLevel: 2 },
          projectMessage,
        ],
        [
          "consultant",
          "PATCH",
          `/api/projects/${projectId}/documents/${document.id}`,
          { body: "Changed" },
          `Document ${document.id} belongs to an archived project, so it is read-only. Restore the project before changing it.`,
        ],
      ];
      for (const [who, method, url, payload, message] of refusals) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(409);
        expect(response.json()).toEqual({ error: message, code: "CONFLICT" });
      }
      // Nothing changed.
      const task = await t.db
        .selectFrom("tasks")
        .select(["title", "columnId"])
        .where("id", "=", taskId)
        .executeTakeFirstOrThrow();
      expect(task.columnId).toBe("todo");
      expect(task.title).not.toBe("Renamed");
      expect(
        await t.db.selectFrom("tasks").select("id").where("projectId", "=", projectId).execute(),
      ).toHaveLength(1);
      expect(
        await t.db
          .selectFrom("teamMoodEntries")
          .select("id")
          .where("projectId", "=", projectId)
          .execute(),
      ).toEqual([]);

      // Reads go on, for every reader.
      for (const [who, url] of [
        ["client", `/api/projects/${projectId}`],
        ["client", `/api/projects/${projectId}/board`],
        ["consultant", `/api/tasks/${taskId}`],
        ["client", `/api/projects/${projectId}/documents/${document.id}`],
      ] as const) {
        expect((await call(who, "GET", url)).statusCode, url).toBe(200);
      }

      // Restored, it is writable again.
      expect(
        (await call("consultant", "POST", `/api/projects/${projectId}/restore`)).statusCode,
      ).toBe(200);
      const renamed = await call("consultant", "PATCH", `/api/tasks/${taskId}`, {
        title: "Renamed",
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().title).toBe("Renamed");
    });

    it("leaves an archived project out of the default lists; the filter shows it", async () => {
      const { projectId } = await ownProject();
      await call("consultant", "POST", `/api/projects/${projectId}/archive`);
      const lists: [keyof typeof cookies, string][] = [
        ["admin", "/api/projects"],
        ["consultant", `/api/projects/consultant/${ids.users.consultant}`],
        ["client", `/api/projects/client/${ids.users.client}`],
      ];
      for (const [who, url] of lists) {
        const plain = (await call(who, "GET", url)).json() as Project[];
        expect(
          plain.map((p) => p.id),
          url,
        ).not.toContain(projectId);
        expect(plain.every((p) => p.archivedAt === null)).toBe(true);
        const only = (await call(who, "GET", `${url}?archived=only`)).json() as Project[];
        expect(only.map((p) => p.id)).toContain(projectId);
        expect(only.every((p) => p.archivedAt !== null)).toBe(true);
        const all = await call(who, "GET", `${url}?archived=include`);
        expect((all.json() as Project[]).map((p) => p.id)).toContain(projectId);
        expect(Number(all.headers["x-total-count"])).toBe(plain.length + only.length);
      }
      await call("consultant", "POST", `/api/projects/${projectId}/restore`);
    });
  });

  describe("delete", () => {
    it("deletes an empty project at once", async () => {
      const projectId = await freshProject(t.db);
      const response = await call("admin", "DELETE", `/api/projects/${projectId}`);
      expect(response.statusCode).toBe(204);
      expect(
        await t.db.selectFrom("projects").select("id").where("id", "=", projectId).execute(),
      ).toEqual([]);
    });

    it("refuses a project with tasks without the confirmation, and with a wrong one, deleting nothing", async () => {
      const { projectId, taskId } = await ownProject();
      const name = (
        await t.db
          .selectFrom("projects")
          .select("name")
          .where("id", "=", projectId)
          .executeTakeFirstOrThrow()
      ).name;
      const refused = await call("admin", "DELETE", `/api/projects/${projectId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        `Project ${projectId} still holds 1 task. Set its status to completed to close it, or delete its tasks first.`,
      );
      for (const typed of [name.toUpperCase(), `${name}x`, name.slice(0, -1)]) {
        const wrong = await call(
          "admin",
          "DELETE",
          `/api/projects/${projectId}?confirm=${encodeURIComponent(typed)}`,
        );
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().issues).toEqual([
          {
            path: ["confirm"],
            message: `does not match the project's name. Type "${name}" exactly to delete it with its 1 task.`,
          },
        ]);
      }
      expect(
        await t.db.selectFrom("tasks").select("id").where("id", "=", taskId).execute(),
      ).toHaveLength(1);
      expect(
        await t.db.selectFrom("projects").select("id").where("id", "=", projectId).execute(),
      ).toHaveLength(1);
    });

    it("deletes a project with its tasks and everything under them when its name is typed, archived or not", async () => {
      const { projectId, taskId } = await ownProject();
      const second = await freshTask(t.db, projectId);
      const name = (
        await t.db
          .selectFrom("projects")
          .select("name")
          .where("id", "=", projectId)
          .executeTakeFirstOrThrow()
      ).name;
      const comment = await t.db
        .insertInto("taskComments")
        .values({ taskId, body: "Going away", authorId: ids.users.consultant })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.insertInto("taskChecklistItems").values({ taskId, text: "Item" }).execute();
      await t.db
        .insertInto("taskActivity")
        .values({ taskId, actorId: ids.users.consultant, kind: "created" })
        .execute();
      await t.db.insertInto("taskFollowers").values({ taskId, userId: ids.users.client }).execute();
      await t.db
        .insertInto("notifications")
        .values({
          userId: ids.users.client,
          kind: "comment",
          projectId,
          taskId,
          commentId: comment.id,
          title: "A comment",
        })
        .execute();
      await t.db
        .insertInto("projectLabels")
        .values({ projectId, name: "Bug", color: "#ef4444" })
        .execute();
      const document = await freshDocument(t.db, projectId);
      const elsewhere = await freshTask(t.db, ids.relaunch);
      await call("consultant", "POST", `/api/projects/${projectId}/archive`);

      // Its consultant may archive it, not delete it.
      expect(
        (
          await call(
            "consultant",
            "DELETE",
            `/api/projects/${projectId}?confirm=${encodeURIComponent(name)}`,
          )
        ).statusCode,
      ).toBe(403);

      const response = await call(
        "admin",
        "DELETE",
        `/api/projects/${projectId}?confirm=${encodeURIComponent(` ${name} `)}`,
      );
      expect(response.statusCode).toBe(204);
      const left = async (
        table: "tasks" | "taskComments" | "taskChecklistItems" | "taskActivity" | "taskFollowers",
        column: "id" | "taskId",
      ) => t.db.selectFrom(table).select(column).where(column, "in", [taskId, second]).execute();
      expect(await left("tasks", "id")).toEqual([]);
      for (const table of [
        "taskComments",
        "taskChecklistItems",
        "taskActivity",
        "taskFollowers",
      ] as const) {
        expect(await left(table, "taskId"), table).toEqual([]);
      }
      expect(
        await t.db
          .selectFrom("notifications")
          .select("id")
          .where("projectId", "=", projectId)
          .execute(),
      ).toEqual([]);
      expect(
        await t.db
          .selectFrom("projectLabels")
          .select("id")
          .where("projectId", "=", projectId)
          .execute(),
      ).toEqual([]);
      expect(
        await t.db
          .selectFrom("projectDocuments")
          .select("id")
          .where("id", "=", document.id)
          .execute(),
      ).toEqual([]);
      expect(
        await t.db
          .selectFrom("projectColumns")
          .select("id")
          .where("projectId", "=", projectId)
          .execute(),
      ).toEqual([]);
      expect(
        await t.db.selectFrom("projects").select("id").where("id", "=", projectId).execute(),
      ).toEqual([]);
      // Another project's task stays.
      expect(
        await t.db.selectFrom("tasks").select("id").where("id", "=", elsewhere).execute(),
      ).toHaveLength(1);
    });
  });

  describe("lists", () => {
    let made: number[] = [];

    beforeAll(async () => {
      made = [];
      const specs = [
        { name: "Walrus onboarding", status: "active", description: "Ice floe logistics" },
        { name: "walrus Audit", status: "on_hold", description: null },
        { name: "Penguin launch", status: "completed", description: "For the WALRUS team" },
        { name: "Walrus_100% rollout", status: "active", description: null },
      ] as const;
      for (const [index, spec] of specs.entries()) {
        const { id } = await t.db
          .insertInto("projects")
          .values({
            ...spec,
            consultantId: ids.users.consultant,
            clientId: ids.users.client,
            createdAt: new Date(Date.UTC(2026, 0, 10 + index)).toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        made.push(id);
      }
    });

    const idsOf = (body: unknown) => (body as Project[]).map((p) => p.id);

    it("searches name and description in any case, with the total before paging", async () => {
      const response = await call("admin", "GET", "/api/projects?q=WALRUS&limit=2");
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-total-count"]).toBe("4");
      // Newest first by default.
      expect(idsOf(response.json())).toEqual([made[3], made[2]]);
      const next = await call("admin", "GET", "/api/projects?q=walrus&limit=2&offset=2");
      expect(idsOf(next.json())).toEqual([made[1], made[0]]);
      // % and _ match themselves.
      const literal = await call("admin", "GET", `/api/projects?q=${encodeURIComponent("_100%")}`);
      expect(idsOf(literal.json())).toEqual([made[3]]);
    });

    it("sorts by name or status, either way, and filters by status", async () => {
      const byName = await call("admin", "GET", "/api/projects?q=walrus&sort=name");
      expect(idsOf(byName.json())).toEqual([made[2], made[1], made[0], made[3]]);
      const byNameDesc = await call("admin", "GET", "/api/projects?q=walrus&sort=name&order=desc");
      expect(idsOf(byNameDesc.json())).toEqual([made[3], made[0], made[1], made[2]]);
      const onHold = await call("admin", "GET", "/api/projects?q=walrus&status=on_hold");
      expect(idsOf(onHold.json())).toEqual([made[1]]);
      expect(onHold.headers["x-total-count"]).toBe("1");
      const byStatus = await call("admin", "GET", "/api/projects?q=walrus&sort=status");
      expect((byStatus.json() as Project[]).map((p) => p.status)).toEqual([
        "active",
        "active",
        "completed",
        "on_hold",
      ]);
    });

    it("searches a consultant's and a client's own lists, never another's", async () => {
      const mine = await call(
        "consultant",
        "GET",
        `/api/projects/consultant/${ids.users.consultant}?q=walrus&sort=name&limit=1`,
      );
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["x-total-count"]).toBe("4");
      expect(idsOf(mine.json())).toEqual([made[2]]);
      const client = await call(
        "client",
        "GET",
        `/api/projects/client/${ids.users.client}?q=audit`,
      );
      expect(idsOf(client.json())).toEqual([made[1]]);
      const other = await call("client", "GET", `/api/projects/client/${ids.users.dana}?q=walrus`);
      expect(other.statusCode).toBe(403);
    });

    it("refuses an unknown sort, filter or archive choice with 400 naming the field", async () => {
      for (const [query, field] of [
        ["sort=budget", "sort"],
        ["status=archived", "status"],
        ["archived=yes", "archived"],
        ["order=up", "order"],
      ] as const) {
        const response = await call("admin", "GET", `/api/projects?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().issues[0].path).toEqual([field]);
      }
    });
  });
});
