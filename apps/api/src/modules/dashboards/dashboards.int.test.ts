/**
 * KPI dashboards over HTTP: who reads and changes them, the stale-save 409, the plan limit and
 * the CSV exports (figures with the viewer's own permissions), on the hand-built project of
 * test/kpi-fixtures.ts (a Trial project: one dashboard for its consultant).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FRESH_PASSWORD } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import {
  buildKpiProject,
  buildOtherProject,
  KPI_PERIOD,
  type KpiProject,
} from "../../test/kpi-fixtures.js";

type As = "admin" | "client" | "consultant" | "otherClient";

const widget = (id: string, projectIds: number[], title = "") => ({
  id,
  kind: "bar",
  kpi: "throughput",
  title,
  projectIds,
  period: { kind: "range", ...KPI_PERIOD },
  layout: { x: 0, y: 0, w: 6, h: 3 },
});

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let mine: KpiProject;
  let other: Awaited<ReturnType<typeof buildOtherProject>>;
  let mineName: string;
  const cookies = new Map<As, string>();

  beforeAll(async () => {
    mine = await buildKpiProject(t.db);
    other = await buildOtherProject(t.db);
    mineName = (
      await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", mine.projectId)
        .executeTakeFirstOrThrow()
    ).name;
    cookies.set("admin", await t.session("admin"));
    cookies.set("client", await t.login(mine.client.username, FRESH_PASSWORD));
    cookies.set("consultant", await t.login(mine.consultant.username, FRESH_PASSWORD));
    cookies.set("otherClient", await t.login(other.client.username, FRESH_PASSWORD));
  });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, as: As, body?: object) =>
    t.request({
      method,
      url: `/api${url}`,
      headers: { cookie: cookies.get(as) ?? "" },
      ...(body === undefined ? {} : { payload: body }),
    });

  describe("a consultant's shared dashboard", () => {
    let id: number;

    it("is made by the consultant, with the project's name and their own name", async () => {
      const response = await call("POST", "/dashboards", "consultant", {
        name: "Delivery, weekly",
        visibility: "shared",
        projectId: mine.projectId,
        widgets: [widget("done", [mine.projectId], "Done per week")],
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        name: "Delivery, weekly",
        visibility: "shared",
        projectId: mine.projectId,
        projectName: mineName,
        owner: { id: mine.consultant.id },
        editable: true,
        version: 1,
      });
      expect(body.widgets).toEqual([widget("done", [mine.projectId], "Done per week")]);
      id = body.id;
    });

    it("is the Trial plan's one dashboard: a second is refused with the plan's sentence", async () => {
      const response = await call("POST", "/dashboards", "consultant", {
        name: "Another",
        visibility: "private",
        projectId: null,
        widgets: [],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        "The Free Trial plan includes 1 KPI dashboard. Upgrade to Pro for more.",
      );
    });

    it("is read by the project's client, who may not change it; not by another client", async () => {
      const list = await call("GET", "/dashboards", "client");
      expect(list.json().dashboards.map((d: { id: number }) => d.id)).toContain(id);
      const read = await call("GET", `/dashboards/${id}`, "client");
      expect(read.statusCode).toBe(200);
      expect(read.json().editable).toBe(false);
      const change = await call("PATCH", `/dashboards/${id}`, "client", { version: 1, name: "X" });
      expect(change.statusCode).toBe(403);
      const stranger = await call("GET", `/dashboards/${id}`, "otherClient");
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().error).toBe(`Dashboard ${id} was not found.`);
      const theirs = await call("GET", "/dashboards", "otherClient");
      expect(theirs.json().dashboards).toEqual([]);
    });

    it("saves on the current version, and answers 409 with the current one when stale", async () => {
      const saved = await call("PATCH", `/dashboards/${id}`, "consultant", {
        version: 1,
        name: "Delivery, weekly",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().version).toBe(2);
      // An admin may change a shared dashboard too, but not widen it beyond what its owner reads.
      const byAdmin = await call("PATCH", `/dashboards/${id}`, "admin", {
        version: 2,
        widgets: [widget("done", [mine.projectId, other.projectId], "Done per week")],
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(404);
      expect(byAdmin.json().error).toBe(`Project ${other.projectId} was not found.`);
      const renamed = await call("PATCH", `/dashboards/${id}`, "admin", {
        version: 2,
        name: "Delivery, weekly",
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ version: 3, editable: true });
      const stale = await call("PATCH", `/dashboards/${id}`, "consultant", {
        version: 1,
        name: "Old",
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current).toMatchObject({ id, version: 3, name: "Delivery, weekly" });
    });

    it("exports as CSV with a byte-order mark, CRLF lines and a quoted comma", async () => {
      const response = await call("GET", `/dashboards/${id}/csv`, "client");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toContain('filename="Delivery, weekly.csv"');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      // Throughput of the hand-built project: 1 in the week of 2 Nov, 2 in that of 9 Nov.
      expect(response.body).toBe(
        "\uFEFFdashboard,widget,kpi,unit,projects,week_start,series,value\r\n" +
          `"Delivery, weekly",Done per week,Throughput,tasks,${mineName},2026-11-02,Value,1\r\n` +
          `"Delivery, weekly",Done per week,Throughput,tasks,${mineName},2026-11-09,Value,2\r\n`,
      );
      const one = await call("GET", `/dashboards/${id}/widgets/done/csv`, "client");
      expect(one.statusCode).toBe(200);
      expect(one.body).toBe(response.body);
      const none = await call("GET", `/dashboards/${id}/widgets/nope/csv`, "client");
      expect(none.statusCode).toBe(404);
    });

    it("is deleted by its owner, then gone for everyone", async () => {
      const deleted = await call("DELETE", `/dashboards/${id}`, "consultant");
      expect(deleted.statusCode).toBe(204);
      expect((await call("GET", `/dashboards/${id}`, "client")).statusCode).toBe(404);
    });
  });

  describe("an admin's dashboard shared with the project, naming another project too", () => {
    let id: number;

    beforeAll(async () => {
      const response = await call("POST", "/dashboards", "admin", {
        name: "Portfolio",
        visibility: "shared",
        projectId: mine.projectId,
        widgets: [widget("both", [mine.projectId, other.projectId])],
      });
      expect(response.statusCode, response.body).toBe(201);
      id = response.json().id;
    });

    it("shows the client only their own project's figures", async () => {
      const asClient = await call("GET", `/dashboards/${id}/csv`, "client");
      expect(asClient.statusCode).toBe(200);
      // The other project's task (done 4 Nov) is not counted for the client: 1, then 2.
      const rows = asClient.body.split("\r\n").slice(1, -1);
      expect(rows).toEqual([
        `Portfolio,Throughput,Throughput,tasks,${mineName},2026-11-02,Value,1`,
        `Portfolio,Throughput,Throughput,tasks,${mineName},2026-11-09,Value,2`,
      ]);
      const asAdmin = await call("GET", `/dashboards/${id}/csv`, "admin");
      expect(asAdmin.body.split("\r\n")[1]).toMatch(/,2026-11-02,Value,2$/);
    });

    it("is private to nobody else: a private one of the consultant is 404 for the admin", async () => {
      const made = await t.db
        .insertInto("kpiDashboards")
        .values({
          ownerId: mine.consultant.id,
          name: "Mine only",
          visibility: "private",
          projectId: null,
          widgets: "[]",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect((await call("GET", `/dashboards/${made.id}`, "admin")).statusCode).toBe(404);
      expect((await call("GET", `/dashboards/${made.id}`, "consultant")).statusCode).toBe(200);
    });
  });

  it("seeds a demo dashboard shared with Northwind, which its client reads", async () => {
    const demoClient = await t.session("client");
    const list = await t.request({
      method: "GET",
      url: "/api/dashboards",
      headers: { cookie: demoClient },
    });
    const demo = list
      .json()
      .dashboards.find((d: { name: string }) => d.name === "Northwind delivery");
    expect(demo).toMatchObject({
      visibility: "shared",
      projectName: "Northwind Website Relaunch",
      owner: { name: "Jordan Lee" },
      editable: false,
    });
    expect(demo.widgets).toHaveLength(8);
    const csv = await t.request({
      method: "GET",
      url: `/api/dashboards/${demo.id}/csv`,
      headers: { cookie: demoClient },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[1]).toMatch(/^Northwind delivery,Throughput,Throughput,tasks,/);
  });

  it("refuses a widget of a project the owner may not read", async () => {
    const response = await call("POST", "/dashboards", "client", {
      name: "Peek",
      visibility: "private",
      projectId: null,
      widgets: [widget("peek", [other.projectId])],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(`Project ${other.projectId} was not found.`);
  });
});
