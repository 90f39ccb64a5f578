import { beforeAll, describe, expect, it } from "vitest";
import { seedTemplates } from "../../seed/seed.js";
import {
  type DemoIds,
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshMilestone,
  freshProject,
  freshTemplate,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { FIXTURE_BODIES } from "../../test/template-fixtures.js";
import { unzipEntry } from "../../test/unzip.js";

/** `stranger`: a consultant of no project here; `outsider`: a client of none. */
type Role = "admin" | "consultant" | "stranger" | "client" | "outsider";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const cookies = new Map<Role, string>();
  let ids: DemoIds;

  beforeAll(async () => {
    await seedTemplates(t.db, FIXTURE_BODIES);
    ids = await demoIds(t.db);
    for (const role of ["admin", "consultant", "client"] as const) {
      cookies.set(role, await t.session(role));
    }
    const stranger = await freshAccount(t.db, "consultant");
    cookies.set("stranger", await t.login(stranger.username, FRESH_PASSWORD));
    const outsider = await freshAccount(t.db, "user");
    cookies.set("outsider", await t.login(outsider.username, FRESH_PASSWORD));
  });

  const call = (method: "GET" | "POST" | "PATCH", url: string, as: Role, payload?: object) =>
    t.request({
      method,
      url,
      headers: { cookie: cookies.get(as) ?? "" },
      ...(payload === undefined ? {} : { payload }),
    });
  const documentsOf = (projectId: number) => `/api/projects/${projectId}/documents`;

  async function create(projectId: number, templateId: string, as: Role = "consultant") {
    const response = await call("POST", documentsOf(projectId), as, { templateId });
    if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
    return response.json() as { id: number; version: number; body: string; title: string };
  }

  describe("POST /api/projects/{projectId}/documents", () => {
    it("fills a template in for the project and keeps it as version 1", async () => {
      const response = await call("POST", documentsOf(ids.relaunch), "consultant", {
        templateId: "retrospective-formats",
      });
      expect(response.statusCode).toBe(201);
      const document = response.json();
      expect(document).toMatchObject({
        projectId: ids.relaunch,
        templateId: "retrospective-formats",
        templateName: "Retrospective formats",
        title: "Retrospective formats",
        version: 1,
        shared: false,
        updatedBy: "Jordan Lee",
      });
      expect(document.body).toContain(
        "This retrospective meeting helps Northwind Website Relaunch",
      );
      expect(document.body).toContain("the team of _(team size)_ people");
      expect(document.body).not.toContain("{{");
      const versions = await t.db
        .selectFrom("documentVersions")
        .selectAll()
        .where("documentId", "=", document.id)
        .execute();
      expect(versions).toEqual([
        expect.objectContaining({
          version: 1,
          body: document.body,
          authorId: ids.users.consultant,
        }),
      ]);
    });

    it("is for the project's consultant and admins, from a template with a body", async () => {
      const templateId = await freshTemplate(t.db);
      expect(
        (await call("POST", documentsOf(ids.relaunch), "client", { templateId })).statusCode,
      ).toBe(403);
      expect(
        (await call("POST", documentsOf(ids.payments), "consultant", { templateId })).statusCode,
      ).toBe(404);
      expect(
        (await call("POST", documentsOf(ids.payments), "admin", { templateId })).statusCode,
      ).toBe(201);
      const noBody = await call("POST", documentsOf(ids.relaunch), "consultant", {
        templateId: "raci-matrix",
      });
      expect(noBody.statusCode).toBe(409);
      expect(noBody.json().error).toContain("no body yet");
      const missing = await call("POST", documentsOf(ids.relaunch), "consultant", {
        templateId: "no-such-template",
      });
      expect(missing.statusCode).toBe(404);
    });

    it("holds a Trial project to documents from 3 templates", async () => {
      const projectId = await freshProject(t.db, {
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      });
      const project = await t.db
        .selectFrom("projects")
        .select("planType")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(project.planType).toBe("trial");
      for (const templateId of ["retrospective-formats", "risk-register", "project-charter"]) {
        await create(projectId, templateId);
      }
      const fourth = await call("POST", documentsOf(projectId), "consultant", {
        templateId: "kick-off-meeting-agenda",
      });
      expect(fourth.statusCode).toBe(403);
      expect(fourth.json()).toEqual({
        error: "The Free Trial plan includes 3 templates per project. Upgrade to Pro for more.",
        code: "FORBIDDEN",
      });
      // Another document from a template it already uses still fits.
      await create(projectId, "risk-register");
      const rows = await t.db
        .selectFrom("projectDocuments")
        .select("templateId")
        .where("projectId", "=", projectId)
        .execute();
      expect(rows.map((row) => row.templateId).sort()).toEqual([
        "project-charter",
        "retrospective-formats",
        "risk-register",
        "risk-register",
      ]);
      // On Pro there is no such limit.
      await t.db
        .updateTable("projects")
        .set({ planType: "pro" })
        .where("id", "=", projectId)
        .execute();
      await create(projectId, "kick-off-meeting-agenda");
    });
  });

  describe("editing, versions and restore", () => {
    it("keeps every save as a version, refuses a stale one with the newer, and restores", async () => {
      const document = await create(ids.relaunch, "risk-register");
      const url = `${documentsOf(ids.relaunch)}/${document.id}`;
      const first = await call("PATCH", url, "consultant", {
        baseVersion: 1,
        body: `${document.body}\nFirst edit.\n`,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ version: 2, updatedBy: "Jordan Lee" });
      const second = await call("PATCH", url, "admin", {
        baseVersion: 2,
        title: "Our risk register",
        body: "# Our risks\n\nSecond edit.\n",
      });
      expect(second.json()).toMatchObject({ version: 3, title: "Our risk register" });

      const stale = await call("PATCH", url, "consultant", { baseVersion: 2, body: "Lost?" });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: "CONFLICT",
        error: expect.stringContaining("Someone saved a newer version"),
        current: { id: document.id, version: 3, body: "# Our risks\n\nSecond edit.\n" },
      });
      const unchanged = await call("PATCH", url, "consultant", {
        baseVersion: 3,
        body: "# Our risks\n\nSecond edit.\n",
      });
      expect(unchanged.json().version).toBe(3);

      const versions = await call("GET", `${url}/versions`, "consultant");
      expect(versions.statusCode).toBe(200);
      expect(
        versions
          .json()
          .map((v: { version: number; authorName: string }) => [v.version, v.authorName]),
      ).toEqual([
        [3, "Alex Morgan"],
        [2, "Jordan Lee"],
        [1, "Jordan Lee"],
      ]);
      const firstVersion = versions.json()[2];

      const restored = await call(
        "POST",
        `${url}/versions/${firstVersion.id}/restore`,
        "consultant",
      );
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({
        version: 4,
        title: "Risk register",
        body: document.body,
      });
      const stored = await t.db
        .selectFrom("documentVersions")
        .select(["version", "restoredFrom"])
        .where("documentId", "=", document.id)
        .orderBy("version")
        .execute();
      expect(stored).toEqual([
        { version: 1, restoredFrom: null },
        { version: 2, restoredFrom: null },
        { version: 3, restoredFrom: null },
        { version: 4, restoredFrom: 1 },
      ]);
      const wrongVersion = await call("POST", `${url}/versions/987654/restore`, "consultant");
      expect(wrongVersion.statusCode).toBe(404);
    });

    it("answers a document only under its own project, and refuses what it cannot honour", async () => {
      const document = await create(ids.relaunch, "risk-register");
      const elsewhere = await call("GET", `${documentsOf(ids.payments)}/${document.id}`, "admin");
      expect(elsewhere.statusCode).toBe(404);
      const text = await call(
        "PATCH",
        `${documentsOf(ids.relaunch)}/${document.id}`,
        "consultant",
        {
          body: "No base version",
        },
      );
      expect(text.statusCode).toBe(400);
      expect(text.json().issues[0].path).toEqual(["baseVersion"]);
      const milestone = await call(
        "POST",
        `${documentsOf(ids.relaunch)}/${document.id}/tasks`,
        "consultant",
        { milestoneId: 999_999 },
      );
      expect(milestone.statusCode).toBe(400);
      expect(milestone.json().error).toContain("choose a milestone of this project");
    });
  });

  describe("sharing with the client", () => {
    it("shows the client only shared documents, read-only", async () => {
      const document = await create(ids.relaunch, "project-charter");
      const url = `${documentsOf(ids.relaunch)}/${document.id}`;
      const listed = async () =>
        (await call("GET", documentsOf(ids.relaunch), "client"))
          .json()
          .map((entry: { id: number }) => entry.id);
      expect(await listed()).not.toContain(document.id);
      expect((await call("GET", url, "client")).statusCode).toBe(404);
      expect((await call("GET", `${url}/export?format=md`, "client")).statusCode).toBe(404);

      const shared = await call("PATCH", url, "consultant", { shared: true });
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toMatchObject({ shared: true, version: 1 });
      expect(await listed()).toContain(document.id);
      expect((await call("GET", url, "client")).json()).toMatchObject({ id: document.id });
      expect((await call("PATCH", url, "client", { shared: false })).statusCode).toBe(403);
      expect((await call("GET", `${url}/versions`, "client")).statusCode).toBe(403);
      // Another project's client never sees it.
      expect((await call("GET", url, "outsider")).statusCode).toBe(404);
      const row = await t.db
        .selectFrom("projectDocuments")
        .select("shared")
        .where("id", "=", document.id)
        .executeTakeFirstOrThrow();
      expect(row.shared).toBe(true);
    });

    it("tells the client, once, with a link to the document", async () => {
      const document = await create(ids.relaunch, "retrospective-formats");
      const url = `${documentsOf(ids.relaunch)}/${document.id}`;
      const notices = () =>
        t.db
          .selectFrom("notifications")
          .select(["userId", "kind", "title", "projectId", "documentId"])
          .where("documentId", "=", document.id)
          .execute();
      expect(await notices()).toEqual([]);
      expect((await call("PATCH", url, "consultant", { shared: true })).statusCode).toBe(200);
      // Sharing what is already shared, or saving its text, tells nobody again.
      expect((await call("PATCH", url, "consultant", { shared: true })).statusCode).toBe(200);
      expect(
        (await call("PATCH", url, "consultant", { title: "RACI", baseVersion: 1 })).statusCode,
      ).toBe(200);
      expect(await notices()).toEqual([
        {
          userId: ids.users.client,
          kind: "document_shared",
          title: `Jordan Lee shared "${document.title}" with you in Northwind Website Relaunch`,
          projectId: ids.relaunch,
          documentId: document.id,
        },
      ]);
      const inbox = await call("GET", "/api/notifications", "client");
      expect(inbox.json()[0]).toMatchObject({ kind: "document_shared", documentId: document.id });
    });
  });

  describe("GET …/export", () => {
    it("downloads Markdown and Word files as attachments", async () => {
      const document = await create(ids.relaunch, "retrospective-formats");
      const url = `${documentsOf(ids.relaunch)}/${document.id}/export`;
      const md = await call("GET", `${url}?format=md`, "consultant");
      expect(md.statusCode).toBe(200);
      expect(md.headers["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(md.headers["content-disposition"]).toBe(
        `attachment; filename="Retrospective formats.md"; filename*=UTF-8''Retrospective%20formats.md`,
      );
      expect(md.body).toBe(document.body);

      const docx = await call("GET", `${url}?format=docx`, "admin");
      expect(docx.statusCode).toBe(200);
      expect(docx.headers["content-type"]).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(docx.headers["content-disposition"]).toContain(
        'filename="Retrospective formats.docx"',
      );
      const xml = unzipEntry(docx.rawPayload, "word/document.xml") ?? "";
      expect(xml).toContain("Northwind Website Relaunch");
      expect(xml).toContain("<w:tbl>");

      expect((await call("GET", `${url}?format=pdf`, "admin")).statusCode).toBe(400);
    });
  });

  describe("POST …/tasks", () => {
    it("puts the new tasks under a milestone of the project's roadmap when one is named", async () => {
      const projectId = await freshProject(t.db, {
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      });
      const milestoneId = await freshMilestone(t.db, projectId);
      const elsewhere = await freshMilestone(t.db, ids.relaunch);
      const document = await create(projectId, "retrospective-formats");
      const url = `${documentsOf(projectId)}/${document.id}/tasks`;
      const refused = await call("POST", url, "consultant", { milestoneId: elsewhere });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain("choose a milestone of this project");
      const response = await call("POST", url, "consultant", { milestoneId });
      expect(response.statusCode).toBe(200);
      expect(response.json().created).toHaveLength(3);
      const tasks = await t.db
        .selectFrom("tasks")
        .select("milestoneId")
        .where("projectId", "=", projectId)
        .execute();
      expect(tasks).toEqual([{ milestoneId }, { milestoneId }, { milestoneId }]);
    });

    it("turns the unticked checklist items into To Do tasks once, through the board", async () => {
      const projectId = await freshProject(t.db, {
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      });
      const board = () =>
        t.db
          .selectFrom("tasks")
          .select(["id", "title", "columnId", "status", "orderIndex"])
          .where("projectId", "=", projectId)
          .orderBy("orderIndex")
          .execute();
      await t.request({
        method: "POST",
        url: "/api/tasks",
        headers: { cookie: cookies.get("consultant") ?? "" },
        payload: { projectId, title: "Already there" },
      });
      const document = await create(projectId, "retrospective-formats");
      const url = `${documentsOf(projectId)}/${document.id}/tasks`;
      const response = await call("POST", url, "consultant");
      expect(response.statusCode).toBe(200);
      expect(response.json().created.map((task: { title: string }) => task.title)).toEqual([
        "Book a room for the retrospective meeting session",
        "Send the page to Sam Rivera a day before",
        "Record the decisions in (documents tool)",
      ]);
      expect(response.json().skipped).toEqual([]);
      expect(await board()).toEqual([
        expect.objectContaining({ title: "Already there", orderIndex: 0 }),
        expect.objectContaining({ columnId: "todo", status: "pending", orderIndex: 1 }),
        expect.objectContaining({ columnId: "todo", status: "pending", orderIndex: 2 }),
        expect.objectContaining({ columnId: "todo", status: "pending", orderIndex: 3 }),
      ]);

      const again = await call("POST", url, "consultant");
      expect(again.json().created).toEqual([]);
      expect(again.json().skipped).toHaveLength(3);
      // What the dialog reads before offering to make any (it offered "Create 6 tasks" when all six existed).
      const onBoard = await call("GET", url, "consultant");
      expect(onBoard.statusCode).toBe(200);
      expect(onBoard.json().items).toHaveLength(3);
      expect(onBoard.json().items).toEqual(expect.arrayContaining(again.json().skipped));

      // A task deleted from the board comes back the next time.
      const firstTask = response.json().created[0].id;
      const removed = await t.request({
        method: "DELETE",
        url: `/api/tasks/${firstTask}`,
        headers: { cookie: cookies.get("consultant") ?? "" },
      });
      expect(removed.statusCode).toBe(204);
      const third = await call("POST", url, "consultant");
      expect(third.json().created).toHaveLength(1);
      expect((await board()).map((task) => task.orderIndex)).toEqual([0, 1, 2, 3]);
      const links = await t.db
        .selectFrom("documentTasks")
        .select("item")
        .where("documentId", "=", document.id)
        .execute();
      expect(links).toHaveLength(3);
      expect((await call("GET", url, "client")).statusCode).toBe(403);
      expect((await call("GET", url, "stranger")).statusCode).toBe(404);
      expect((await call("POST", url, "client")).statusCode).toBe(403);
      expect((await call("POST", url, "stranger")).statusCode).toBe(404);
    });
  });

  describe("a project made from a plan", () => {
    const answers = {
      teamSize: 8,
      industry: "Software Development",
      currentTools: ["Jira", "Slack"],
      painPoints: ["Missed deadlines"],
      goals: ["Improve visibility"],
      experienceLevel: "intermediate",
    };

    async function projectWithPlan() {
      const projectId = await freshProject(t.db, {
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      });
      const plan = await t.db
        .insertInto("plans")
        .values({
          tokenHash: `test-${projectId}`,
          answers: JSON.stringify(answers),
          plan: JSON.stringify({}),
          engineVersion: "test",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable("projects")
        .set({ planId: plan.id, planType: "pro" })
        .where("id", "=", projectId)
        .execute();
      return projectId;
    }
    const recommendedOf = (projectId: number) => `/api/projects/${projectId}/recommended-templates`;

    it("fills the team, tools and industry fields in from the plan", async () => {
      const projectId = await projectWithPlan();
      const document = await create(projectId, "risk-register");
      expect(document.body).toContain("the team of 8 people");
      expect(document.body).toContain("decisions** in Notion");
      expect(document.body).not.toContain("_(team size)_");
    });

    it("lists the plan's recommended templates, with the documents made from them", async () => {
      const projectId = await projectWithPlan();
      const before = await call("GET", recommendedOf(projectId), "consultant");
      expect(before.statusCode).toBe(200);
      const list = before.json() as { id: string; available: boolean; documentId: number | null }[];
      expect(list.slice(0, 3).map((entry) => entry.id)).toEqual([
        "project-charter",
        "risk-register",
        "kpi-definition-sheet",
      ]);
      expect(list.find((entry) => entry.id === "risk-register")).toMatchObject({
        available: true,
        documentId: null,
      });
      const document = await create(projectId, "risk-register");
      const after = (await call("GET", recommendedOf(projectId), "admin")).json() as typeof list;
      expect(after.find((entry) => entry.id === "risk-register")?.documentId).toBe(document.id);
    });

    it("lists none for a project made without a plan, and only to its staff", async () => {
      const none = await call("GET", recommendedOf(ids.relaunch), "consultant");
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
      expect((await call("GET", recommendedOf(ids.relaunch), "client")).statusCode).toBe(403);
      expect((await call("GET", recommendedOf(ids.relaunch), "stranger")).statusCode).toBe(404);
      expect((await call("GET", recommendedOf(999_999), "admin")).statusCode).toBe(404);
    });
  });
});
