import { isPastDue } from "@cairn/schema/due-dates";
import { expect, it } from "vitest";
import { demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it("lists a client's and a consultant's own projects, newest first", async () => {
    const ids = await demoIds(t.db);
    const client = await t.request({
      method: "GET",
      url: `/api/projects/client/${ids.users.client}`,
      headers: { cookie: await t.session("client") },
    });
    expect(client.statusCode).toBe(200);
    const owned = client.json() as { clientId: number; createdAt: string }[];
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.map((p) => p.clientId)).toEqual(owned.map(() => ids.users.client));
    const times = owned.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const consultant = await t.request({
      method: "GET",
      url: `/api/projects/consultant/${ids.users.consultant}`,
      headers: { cookie: await t.session("consultant") },
    });
    const led = (consultant.json() as { consultantId: number }[]).map((p) => p.consultantId);
    expect(led.length).toBeGreaterThan(0);
    expect(led).toEqual(led.map(() => ids.users.consultant));
  });

  it("names a project's members to its client, without contact details", async () => {
    const ids = await demoIds(t.db);
    const response = await t.request({
      method: "GET",
      url: `/api/projects/${ids.relaunch}/members`,
      headers: { cookie: await t.session("client") },
    });
    expect(response.statusCode).toBe(200);
    const members = response.json() as { id: number; name: string; part: string }[];
    expect(members).toContainEqual({
      id: ids.users.client,
      name: "Sam Rivera",
      role: "user",
      part: "client",
    });
    expect(members).toContainEqual({
      id: ids.users.consultant,
      name: "Jordan Lee",
      role: "consultant",
      part: "consultant",
    });
    expect(response.body).not.toMatch(/@|email/);
  });

  it("creates a project with the four board columns of the contract", async () => {
    const ids = await demoIds(t.db);
    const response = await t.request({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: await t.session("admin") },
      payload: {
        name: "  Onboarding revamp ",
        clientId: ids.users.client,
        consultantId: ids.users.priya,
        planType: "pro",
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: "Onboarding revamp", status: "active", planType: "pro" });
    const board = await t.request({
      method: "GET",
      url: `/api/projects/${created.id}/board`,
      headers: { cookie: await t.session("admin") },
    });
    expect(
      board
        .json()
        .columns.map((c: { key: string; title: string; color: string }) => [
          c.key,
          c.title,
          c.color,
        ]),
    ).toEqual([
      ["todo", "To Do", "#ef4444"],
      ["inprogress", "In Progress", "#f59e0b"],
      ["review", "Review", "#3b82f6"],
      ["done", "Done", "#22c55e"],
    ]);
  });

  it("refuses a client id that is not a client, naming the field", async () => {
    const ids = await demoIds(t.db);
    const response = await t.request({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: await t.session("admin") },
      payload: { name: "X", clientId: ids.users.consultant },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(`clientId: user ${ids.users.consultant} is not a client`);
  });

  it("updates a project and answers 404 for a missing one", async () => {
    const ids = await demoIds(t.db);
    const cookie = await t.session("admin");
    const updated = await t.request({
      method: "PATCH",
      url: `/api/projects/${ids.relaunch}`,
      headers: { cookie },
      payload: { status: "on_hold", description: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: "on_hold", description: null });
    const missing = await t.request({
      method: "PATCH",
      url: "/api/projects/424242",
      headers: { cookie },
      payload: { status: "active" },
    });
    expect(missing.statusCode).toBe(404);
    await t.request({
      method: "PATCH",
      url: `/api/projects/${ids.relaunch}`,
      headers: { cookie },
      payload: { status: "active" },
    });
  });

  it("deletes an empty project but refuses one that holds tasks", async () => {
    const cookie = await t.session("admin");
    const empty = await freshProject(t.db);
    const gone = await t.request({
      method: "DELETE",
      url: `/api/projects/${empty}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect(
      await t.db.selectFrom("projectColumns").select("id").where("projectId", "=", empty).execute(),
    ).toEqual([]);

    const busy = await freshProject(t.db);
    await freshTask(t.db, busy);
    const refused = await t.request({
      method: "DELETE",
      url: `/api/projects/${busy}`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/still holds 1 task\. Set its status to completed/);
    expect(
      await t.db.selectFrom("projects").select("id").where("id", "=", busy).execute(),
    ).toHaveLength(1);
  });

  it("answers the admin overview counters from the database", async () => {
    const response = await t.request({
      method: "GET",
      url: "/api/overview",
      headers: { cookie: await t.session("admin") },
    });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    const users = await t.db.selectFrom("users").select("role").execute();
    expect(overview.users).toEqual({
      total: users.length,
      admins: users.filter((u) => u.role === "admin").length,
      consultants: users.filter((u) => u.role === "consultant").length,
      clients: users.filter((u) => u.role === "user").length,
    });
    const tasks = await t.db.selectFrom("tasks").select(["status", "dueDate"]).execute();
    expect(overview.tasks.total).toBe(tasks.length);
    expect(overview.tasks.pending).toBe(tasks.filter((task) => task.status === "pending").length);
    expect(overview.tasks.overdue).toBe(
      tasks.filter(
        (task) =>
          task.status !== "completed" && task.dueDate && isPastDue(task.dueDate, new Date()),
      ).length,
    );
  });
});
