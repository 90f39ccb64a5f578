/**
 * The admin overview's counters are answered from memory between changes, and every change
 * that can move one — made through the API, another process or plain SQL — is announced by the
 * database and read at once (modules/overview/overview-cache.ts).
 */
import type { AdminOverview } from "@cairn/schema/overview";
import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { freshLead, freshProject, freshTask, freshUser } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { adminOverview } from "./overview.repo.js";

// Twenty minutes apart, either side of midnight: the session stays valid.
const TODAY = new Date("2026-11-27T23:50:00Z");
const TOMORROW = new Date("2026-11-28T00:10:00Z");

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let cookie: string;

  beforeAll(async () => {
    t.setNow(TODAY);
    cookie = await t.session("admin");
  });

  async function overview(): Promise<AdminOverview> {
    const response = await t.request({ method: "GET", url: "/api/overview", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Reads the overview until it equals a fresh count, or fails showing both after 5 s. */
  async function untilCurrent(now = TODAY): Promise<AdminOverview> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const [served, counted] = await Promise.all([overview(), adminOverview(t.db, now)]);
      if (JSON.stringify(served) === JSON.stringify(counted) || Date.now() > deadline) {
        expect(served).toEqual(counted);
        return served;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("answers from memory what it counted, until the database announces a change", async () => {
    const before = await untilCurrent();
    const projectId = await freshProject(t.db);
    await untilCurrent();
    // A task added while its table announces nothing is not seen: the counters came from memory.
    await sql`alter table tasks disable trigger tasks_overview_notice`.execute(t.db);
    try {
      const served = await overview();
      await freshTask(t.db, projectId);
      expect(await overview()).toEqual(served);
    } finally {
      await sql`alter table tasks enable trigger tasks_overview_notice`.execute(t.db);
    }
    await sql`select pg_notify('cairn_overview_changes', 'tasks')`.execute(t.db);
    const after = await untilCurrent();
    expect(after.tasks.total).toBe(before.tasks.total + 1);
    expect(after.projects.total).toBe(before.projects.total + 1);
  });

  it("counts again after each change a counter depends on", async () => {
    const before = await untilCurrent();

    const clientId = await freshUser(t.db);
    expect((await untilCurrent()).users.clients).toBe(before.users.clients + 1);
    await t.db
      .updateTable("users")
      .set({ role: "consultant" })
      .where("id", "=", clientId)
      .execute();
    expect((await untilCurrent()).users.consultants).toBe(before.users.consultants + 1);

    const projectId = await freshProject(t.db);
    await t.db
      .updateTable("projects")
      .set({ status: "on_hold" })
      .where("id", "=", projectId)
      .execute();
    expect((await untilCurrent()).projects.onHold).toBe(before.projects.onHold + 1);

    const leadId = await freshLead(t.db);
    expect((await untilCurrent()).leads.unassigned).toBe(before.leads.unassigned + 1);
    await t.db
      .updateTable("leads")
      .set({ assignedTo: clientId })
      .where("id", "=", leadId)
      .execute();
    expect((await untilCurrent()).leads.unassigned).toBe(before.leads.unassigned);

    const taskId = await freshTask(t.db, projectId);
    await t.db
      .updateTable("tasks")
      .set({ dueDate: "2026-11-20T00:00:00.000Z" })
      .where("id", "=", taskId)
      .execute();
    expect((await untilCurrent()).tasks.overdue).toBe(before.tasks.overdue + 1);
    await t.db.updateTable("tasks").set({ status: "completed" }).where("id", "=", taskId).execute();
    expect((await untilCurrent()).tasks.overdue).toBe(before.tasks.overdue);
    await t.db.deleteFrom("tasks").where("id", "=", taskId).execute();
    expect((await untilCurrent()).tasks.total).toBe(before.tasks.total);
  });

  it("counts again through the API's own changes", async () => {
    const before = await untilCurrent();
    const response = await t.request({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { name: `Counted ${kind}`, status: "on_hold" },
    });
    expect(response.statusCode).toBe(201);
    const after = await untilCurrent();
    expect(after.projects.total).toBe(before.projects.total + 1);
    expect(after.projects.onHold).toBe(before.projects.onHold + 1);
  });

  it("announces nothing when a column no counter reads changes", async () => {
    const projectId = await freshProject(t.db);
    const taskId = await freshTask(t.db, projectId);
    const heard: string[] = [];
    const unlisten = await t.database.handle.listen("cairn_overview_changes", (payload) => {
      heard.push(payload);
    });
    try {
      await t.db.updateTable("tasks").set({ title: "Renamed" }).where("id", "=", taskId).execute();
      await sql`select pg_notify('cairn_overview_changes', 'marker')`.execute(t.db);
      const deadline = Date.now() + 5000;
      while (!heard.includes("marker") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // Announcements arrive in commit order: the rename would have come before the marker.
      expect(heard).toEqual(["marker"]);
    } finally {
      await unlisten();
    }
  });

  it("counts a task overdue once its due day has ended", async () => {
    const projectId = await freshProject(t.db);
    const taskId = await freshTask(t.db, projectId);
    await t.db
      .updateTable("tasks")
      .set({ dueDate: "2026-11-27T00:00:00.000Z" })
      .where("id", "=", taskId)
      .execute();
    const today = await untilCurrent(TODAY);
    t.setNow(TOMORROW);
    try {
      const tomorrow = await untilCurrent(TOMORROW);
      expect(tomorrow.tasks.overdue).toBeGreaterThanOrEqual(today.tasks.overdue + 1);
    } finally {
      t.setNow(TODAY);
    }
  });
});
