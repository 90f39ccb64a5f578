/**
 * A project's RAID register (docs/raid.md): entries of four kinds, a risk scored on the 5×5
 * matrix (high from 15), reviews overdue from the day after their date (a frozen clock, UTC),
 * read by the project's readers and changed by its writers — its client raising risks only —
 * the people and tasks named kept to the project, fields of another kind refused, a task made
 * from an entry through the board, and an archived project's register read-only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type DemoIds, demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

/** Wednesday 10 June 2026, 20:00 UTC: "today" is 2026-06-10 for the whole file. */
const NOW = new Date("2026-06-10T20:00:00.000Z");
const TODAY = "2026-06-10";
const NOT_ON_PROJECT = (field: string) => `${field}: choose someone who works on this project`;

type Who = "admin" | "consultant" | "client";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const cookies = new Map<Who, string>();
  let ids: DemoIds;
  const names = new Map<number, string>();

  beforeAll(async () => {
    t.setNow(NOW);
    ids = await demoIds(t.db);
    for (const who of ["admin", "consultant", "client"] as const) {
      cookies.set(who, await t.session(who));
    }
    const users = await t.db
      .selectFrom("users")
      .select(["id", "firstName", "lastName", "username"])
      .execute();
    for (const user of users) {
      const full = [user.firstName, user.lastName].filter(Boolean).join(" ");
      names.set(user.id, full || user.username);
    }
  });

  const call = (
    who: Who,
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) =>
    t.request({
      method,
      url: `/api${url}`,
      headers: { cookie: cookies.get(who) ?? "" },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A project of `client`, led by `consultant`. */
  const ownProject = () =>
    freshProject(t.db, { clientId: ids.users.client, consultantId: ids.users.consultant });

  const rows = (projectId: number) =>
    t.db
      .selectFrom("raidEntries")
      .select(["id", "kind", "title", "status", "ownerId", "probability", "impact", "createdBy"])
      .where("projectId", "=", projectId)
      .orderBy("id")
      .execute();
  const links = (entryId: number) =>
    t.db
      .selectFrom("raidEntryTasks")
      .select("taskId")
      .where("entryId", "=", entryId)
      .orderBy("taskId")
      .execute()
      .then((found) => found.map((row) => row.taskId));

  describe("entries", () => {
    it("are recorded of each kind with their own fields, and answered whole", async () => {
      const projectId = await ownProject();
      const taskId = await freshTask(t.db, projectId);
      const path = `/projects/${projectId}/raid`;

      const risk = await call("consultant", "POST", path, {
        kind: "risk",
        title: "  Payment provider changes its API  ",
        description: "They announced a new version for the autumn.",
        ownerId: ids.users.consultant,
        probability: 4,
        impact: 4,
        response: "Reduce: build against the new sandbox first.",
        reviewDate: "2026-06-17",
        taskIds: [taskId],
      });
      expect(risk.statusCode, risk.body).toBe(201);
      expect(risk.json()).toEqual({
        id: expect.any(Number),
        projectId,
        kind: "risk",
        title: "Payment provider changes its API",
        description: "They announced a new version for the autumn.",
        status: "open",
        ownerId: ids.users.consultant,
        ownerName: names.get(ids.users.consultant),
        probability: 4,
        impact: 4,
        score: 16,
        response: "Reduce: build against the new sandbox first.",
        reviewDate: "2026-06-17",
        decidedBy: null,
        decidedByName: null,
        decidedOn: null,
        rationale: null,
        taskIds: [taskId],
        createdBy: ids.users.consultant,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      });

      const assumption = await call("consultant", "POST", path, {
        kind: "assumption",
        title: "The client's IT signs off within a week",
        ownerId: ids.users.client,
      });
      expect(assumption.statusCode, assumption.body).toBe(201);
      expect(assumption.json()).toMatchObject({
        kind: "assumption",
        ownerName: names.get(ids.users.client),
        probability: null,
        impact: null,
        score: null,
        reviewDate: null,
        taskIds: [],
      });

      const issue = await call("admin", "POST", path, {
        kind: "issue",
        title: "Staging is down",
        description: "",
      });
      expect(issue.statusCode, issue.body).toBe(201);
      expect(issue.json()).toMatchObject({
        kind: "issue",
        description: null,
        ownerId: null,
        ownerName: null,
        createdBy: ids.users.admin,
      });

      const decision = await call("consultant", "POST", path, {
        kind: "decision",
        title: "Launch in two stages",
        decidedBy: ids.users.client,
        decidedOn: "2026-06-08",
        rationale: "The shop's busy season starts in July.",
      });
      expect(decision.statusCode, decision.body).toBe(201);
      expect(decision.json()).toMatchObject({
        kind: "decision",
        decidedBy: ids.users.client,
        decidedByName: names.get(ids.users.client),
        decidedOn: "2026-06-08",
        rationale: "The shop's busy season starts in July.",
        score: null,
      });

      expect(await rows(projectId)).toEqual([
        {
          id: risk.json().id,
          kind: "risk",
          title: "Payment provider changes its API",
          status: "open",
          ownerId: ids.users.consultant,
          probability: 4,
          impact: 4,
          createdBy: ids.users.consultant,
        },
        {
          id: assumption.json().id,
          kind: "assumption",
          title: "The client's IT signs off within a week",
          status: "open",
          ownerId: ids.users.client,
          probability: null,
          impact: null,
          createdBy: ids.users.consultant,
        },
        {
          id: issue.json().id,
          kind: "issue",
          title: "Staging is down",
          status: "open",
          ownerId: null,
          probability: null,
          impact: null,
          createdBy: ids.users.admin,
        },
        {
          id: decision.json().id,
          kind: "decision",
          title: "Launch in two stages",
          status: "open",
          ownerId: null,
          probability: null,
          impact: null,
          createdBy: ids.users.consultant,
        },
      ]);
      expect(await links(risk.json().id)).toEqual([taskId]);

      // Read by the project's client too, newest first (made at the same moment: by id).
      const listed = await call("client", "GET", path);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual([
        "decision",
        "issue",
        "assumption",
        "risk",
      ]);
      expect(listed.json().entries[3]).toEqual(risk.json());
    });

    it("are changed field by field, keeping what is not sent, and deleted without their tasks", async () => {
      const projectId = await ownProject();
      const [first, second] = [await freshTask(t.db, projectId), await freshTask(t.db, projectId)];
      const path = `/projects/${projectId}/raid`;
      const created = (
        await call("consultant", "POST", path, {
          kind: "risk",
          title: "Key developer leaves",
          description: "Only one person knows the billing code.",
          probability: 2,
          impact: 5,
          response: "Pair on billing work.",
          taskIds: [first],
        })
      ).json();
      t.setNow(new Date(NOW.getTime() + 60_000));
      const changed = await call("consultant", "PATCH", `${path}/${created.id}`, {
        impact: 4,
        ownerId: ids.users.client,
        reviewDate: "2026-07-01",
        taskIds: [second, first],
      });
      t.setNow(NOW);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({
        ...created,
        impact: 4,
        score: 8,
        ownerId: ids.users.client,
        ownerName: names.get(ids.users.client),
        reviewDate: "2026-07-01",
        taskIds: [first, second].sort((a, b) => a - b),
        updatedAt: new Date(NOW.getTime() + 60_000).toISOString(),
      });
      // Cleared with null or an empty text; closed.
      const cleared = await call("admin", "PATCH", `${path}/${created.id}`, {
        description: "",
        response: null,
        ownerId: null,
        taskIds: [],
        status: "closed",
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({
        title: "Key developer leaves",
        description: null,
        response: null,
        ownerId: null,
        ownerName: null,
        taskIds: [],
        status: "closed",
        probability: 2,
        impact: 4,
      });
      expect(await links(created.id)).toEqual([]);

      await call("consultant", "PATCH", `${path}/${created.id}`, { taskIds: [first] });
      const removed = await call("consultant", "DELETE", `${path}/${created.id}`);
      expect(removed.statusCode).toBe(204);
      expect(await rows(projectId)).toEqual([]);
      expect(await links(created.id)).toEqual([]);
      // The tasks it named stay on the board.
      const tasks = await t.db
        .selectFrom("tasks")
        .select("id")
        .where("id", "in", [first, second])
        .execute();
      expect(tasks).toHaveLength(2);
      const again = await call("consultant", "DELETE", `${path}/${created.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({
        error: `RAID entry ${created.id} was not found.`,
        code: "NOT_FOUND",
      });
    });

    it("of another project are not found under this one", async () => {
      const projectId = await ownProject();
      const other = await ownProject();
      const entry = (
        await call("consultant", "POST", `/projects/${other}/raid`, {
          kind: "issue",
          title: "Elsewhere",
        })
      ).json();
      const wrong = `/projects/${projectId}/raid/${entry.id}`;
      const notFound = { error: `RAID entry ${entry.id} was not found.`, code: "NOT_FOUND" };
      const patched = await call("admin", "PATCH", wrong, { title: "Moved" });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual(notFound);
      const made = await call("admin", "POST", `${wrong}/tasks`, { title: "Fix it" });
      expect(made.statusCode).toBe(404);
      expect(made.json()).toEqual(notFound);
      expect((await call("admin", "DELETE", wrong)).statusCode).toBe(404);
      expect(await rows(other)).toMatchObject([{ id: entry.id, title: "Elsewhere" }]);
    });
  });

  describe("the risk matrix and the summary", () => {
    it("score probability × impact, count high risks from 15 and reviews overdue after their day", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const add = async (body: object) => {
        const response = await call("consultant", "POST", path, body);
        expect(response.statusCode, response.body).toBe(201);
        return response.json() as { id: number; score: number | null };
      };
      const high = await add({
        kind: "risk",
        title: "Data loss in migration",
        probability: 3,
        impact: 5,
        reviewDate: "2026-06-09",
      });
      const highest = await add({ kind: "risk", title: "Outage", probability: 5, impact: 5 });
      const below = await add({
        kind: "risk",
        title: "Late copy",
        probability: 2,
        impact: 5,
        reviewDate: TODAY,
      });
      const later = await add({
        kind: "risk",
        title: "Budget cut",
        probability: 1,
        impact: 2,
        reviewDate: "2026-06-11",
      });
      await add({ kind: "issue", title: "Open issue" });
      await add({ kind: "decision", title: "Closed decision" }).then((entry) =>
        call("consultant", "PATCH", `${path}/${entry.id}`, { status: "closed" }),
      );
      expect([high.score, highest.score, below.score, later.score]).toEqual([15, 25, 10, 2]);

      const register = await call("consultant", "GET", path);
      expect(register.statusCode).toBe(200);
      expect(register.json()).toMatchObject({
        projectId,
        today: TODAY,
        summary: {
          openHighRisks: 2,
          overdueReviews: 1,
          open: { risk: 4, assumption: 0, issue: 1, decision: 0 },
        },
      });

      // Closing the overdue high risk takes it out of both counts.
      await call("consultant", "PATCH", `${path}/${high.id}`, { status: "closed" });
      expect((await call("client", "GET", path)).json().summary).toEqual({
        openHighRisks: 1,
        overdueReviews: 0,
        open: { risk: 3, assumption: 0, issue: 1, decision: 0 },
      });
      // Past midnight UTC the review due "today" is overdue (sessions idle out after 12 hours:
      // the clock moves by less).
      t.setNow(new Date("2026-06-11T00:30:00.000Z"));
      const tomorrow = (await call("client", "GET", path)).json();
      t.setNow(NOW);
      expect(tomorrow.today).toBe("2026-06-11");
      expect(tomorrow.summary.overdueReviews).toBe(1);
    });

    it("filters the entries by kind and status, and always counts the whole register", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const made: Record<string, number> = {};
      for (const [key, body] of [
        ["openRisk", { kind: "risk", title: "Open risk", probability: 4, impact: 4 }],
        ["closedRisk", { kind: "risk", title: "Closed risk", probability: 1, impact: 1 }],
        ["openIssue", { kind: "issue", title: "Open issue" }],
        ["closedIssue", { kind: "issue", title: "Closed issue" }],
      ] as const) {
        made[key] = (await call("consultant", "POST", path, body)).json().id;
      }
      for (const key of ["closedRisk", "closedIssue"]) {
        await call("consultant", "PATCH", `${path}/${made[key]}`, { status: "closed" });
      }
      const titles = async (query: string) => {
        const response = await call("client", "GET", `${path}${query}`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().summary).toEqual({
          openHighRisks: 1,
          overdueReviews: 0,
          open: { risk: 1, assumption: 0, issue: 1, decision: 0 },
        });
        return response.json().entries.map((entry: { title: string }) => entry.title);
      };
      expect(await titles("")).toEqual(["Closed issue", "Open issue", "Closed risk", "Open risk"]);
      expect(await titles("?kind=risk")).toEqual(["Closed risk", "Open risk"]);
      expect(await titles("?status=closed")).toEqual(["Closed issue", "Closed risk"]);
      expect(await titles("?kind=issue&status=open")).toEqual(["Open issue"]);
      expect(await titles("?kind=assumption")).toEqual([]);
      const wrong = await call("client", "GET", `${path}?kind=worry`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe("kind: must be risk, assumption, issue or decision");
    });
  });

  describe("who may do what", () => {
    it("lets the project's client raise a risk, and nothing else", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const raised = await call("client", "POST", path, {
        kind: "risk",
        title: "Our launch date may move",
        probability: 3,
        impact: 3,
        ownerId: ids.users.client,
      });
      expect(raised.statusCode, raised.body).toBe(201);
      expect(raised.json()).toMatchObject({ createdBy: ids.users.client, score: 9 });
      for (const kind of ["assumption", "issue", "decision"]) {
        const refused = await call("client", "POST", path, { kind, title: `A client's ${kind}` });
        expect(refused.statusCode, kind).toBe(403);
        expect(refused.json()).toEqual({
          error: "A client may raise risks; the project's consultant records the rest.",
          code: "FORBIDDEN",
        });
      }
      const entry = `${path}/${raised.json().id}`;
      const forbidden = { error: "Your account is not allowed to do this.", code: "FORBIDDEN" };
      for (const [method, url, body] of [
        ["PATCH", entry, { title: "Changed" }],
        ["PATCH", entry, { status: "closed" }],
        ["DELETE", entry, undefined],
        ["POST", `${entry}/tasks`, { title: "A task" }],
      ] as const) {
        const response = await call("client", method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(forbidden);
      }
      expect(await rows(projectId)).toEqual([
        {
          id: raised.json().id,
          kind: "risk",
          title: "Our launch date may move",
          status: "open",
          ownerId: ids.users.client,
          probability: 3,
          impact: 3,
          createdBy: ids.users.client,
        },
      ]);
      // Another project's register is not there for them, nor for its consultant's peers.
      const payments = `/projects/${ids.payments}/raid`;
      expect((await call("client", "GET", payments)).statusCode).toBe(404);
      expect(
        (
          await call("client", "POST", payments, {
            kind: "risk",
            title: "Not mine",
            probability: 1,
            impact: 1,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call("consultant", "GET", payments)).statusCode).toBe(404);
    });

    it("answers an outsider and an unknown person alike, wherever a person is set", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const entry = (
        await call("consultant", "POST", path, { kind: "decision", title: "Use Postgres" })
      ).json();
      for (const person of [ids.users.dana, 987_654]) {
        const cases: [string, "POST" | "PATCH", string, object][] = [
          [
            "ownerId",
            "POST",
            path,
            { kind: "risk", title: "R", probability: 1, impact: 1, ownerId: person },
          ],
          ["decidedBy", "POST", path, { kind: "decision", title: "D", decidedBy: person }],
          ["ownerId", "PATCH", `${path}/${entry.id}`, { ownerId: person }],
          ["decidedBy", "PATCH", `${path}/${entry.id}`, { decidedBy: person }],
        ];
        for (const [field, method, url, body] of cases) {
          const response = await call("consultant", method, url, body);
          expect(response.statusCode, `${method} ${field} ${person}`).toBe(400);
          expect(response.json()).toEqual({ error: NOT_ON_PROJECT(field), code: "BAD_REQUEST" });
        }
      }
      expect(await rows(projectId)).toMatchObject([{ id: entry.id, ownerId: null }]);
      const decided = await t.db
        .selectFrom("raidEntries")
        .select("decidedBy")
        .where("id", "=", entry.id)
        .executeTakeFirstOrThrow();
      expect(decided.decidedBy).toBeNull();
      // The project's people are accepted; an administrator may bring in any account, as on tasks.
      expect(
        (await call("consultant", "PATCH", `${path}/${entry.id}`, { decidedBy: ids.users.client }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call("admin", "PATCH", `${path}/${entry.id}`, { ownerId: ids.users.dana }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe("what an entry may hold", () => {
    it("refuses the fields of another kind with a 400 naming them, on creation and on change", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const cases: [object, string][] = [
        [{ kind: "issue", title: "I", probability: 3 }, "probability: is not a field of an issue"],
        [
          { kind: "assumption", title: "A", reviewDate: "2026-07-01" },
          "reviewDate: is not a field of an assumption",
        ],
        [
          { kind: "risk", title: "R", probability: 1, impact: 1, rationale: "Because" },
          "rationale: is not a field of a risk",
        ],
        [
          { kind: "decision", title: "D", response: "Accept" },
          "response: is not a field of a decision",
        ],
        [{ kind: "risk", title: "R", probability: 3 }, "impact: is required for a risk"],
        [
          { kind: "risk", title: "R", probability: 6, impact: 1 },
          "probability: must be a whole number from 1 to 5",
        ],
        [{ kind: "worry", title: "W" }, "kind: must be risk, assumption, issue or decision"],
      ];
      for (const [body, message] of cases) {
        const response = await call("consultant", "POST", path, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error, JSON.stringify(body)).toBe(message);
      }
      expect(await rows(projectId)).toEqual([]);

      const issue = (await call("consultant", "POST", path, { kind: "issue", title: "I" })).json();
      const risk = (
        await call("consultant", "POST", path, {
          kind: "risk",
          title: "R",
          probability: 2,
          impact: 2,
        })
      ).json();
      const onIssue = await call("consultant", "PATCH", `${path}/${issue.id}`, {
        probability: 3,
        impact: 3,
        title: "Renamed",
      });
      expect(onIssue.statusCode).toBe(400);
      expect(onIssue.json()).toEqual({
        error: "probability: is not a field of an issue; impact: is not a field of an issue",
        code: "BAD_REQUEST",
        issues: [
          { path: ["probability"], message: "is not a field of an issue" },
          { path: ["impact"], message: "is not a field of an issue" },
        ],
      });
      const onRisk = await call("consultant", "PATCH", `${path}/${risk.id}`, {
        decidedOn: "2026-06-01",
      });
      expect(onRisk.statusCode).toBe(400);
      expect(onRisk.json().error).toBe("decidedOn: is not a field of a risk");
      // The kind stays what it is.
      const rekind = await call("consultant", "PATCH", `${path}/${risk.id}`, { kind: "issue" });
      expect(rekind.statusCode).toBe(400);
      expect(await rows(projectId)).toMatchObject([
        { id: issue.id, title: "I", probability: null },
        { id: risk.id, kind: "risk", probability: 2, impact: 2 },
      ]);
    });

    it("names tasks of its own project only", async () => {
      const projectId = await ownProject();
      const own = await freshTask(t.db, projectId);
      const elsewhere = await freshTask(t.db, ids.payments);
      const path = `/projects/${projectId}/raid`;
      const refusal = { error: "taskIds: choose tasks of this project", code: "BAD_REQUEST" };
      for (const taskIds of [[elsewhere], [own, elsewhere], [987_654]]) {
        const created = await call("consultant", "POST", path, {
          kind: "issue",
          title: "Linked",
          taskIds,
        });
        expect(created.statusCode, JSON.stringify(taskIds)).toBe(400);
        expect(created.json()).toEqual(refusal);
      }
      expect(await rows(projectId)).toEqual([]);
      const entry = (
        await call("consultant", "POST", path, { kind: "issue", title: "Linked", taskIds: [own] })
      ).json();
      const changed = await call("consultant", "PATCH", `${path}/${entry.id}`, {
        taskIds: [elsewhere],
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toEqual(refusal);
      expect(await links(entry.id)).toEqual([own]);
      const repeated = await call("consultant", "PATCH", `${path}/${entry.id}`, {
        taskIds: [own, own],
      });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().error).toBe("taskIds: must not repeat a task");
    });
  });

  describe("a task made from an entry", () => {
    it("is added to the board's first column through the board, given to the owner and named by the entry", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const risk = (
        await call("consultant", "POST", path, {
          kind: "risk",
          title: "Supplier misses the deadline",
          probability: 4,
          impact: 4,
          ownerId: ids.users.client,
        })
      ).json();
      const version = async () =>
        (
          await t.db
            .selectFrom("projects")
            .select("boardVersion")
            .where("id", "=", projectId)
            .executeTakeFirstOrThrow()
        ).boardVersion;
      const before = await version();

      const made = await call("consultant", "POST", `${path}/${risk.id}/tasks`, {
        title: "Agree a fallback supplier",
      });
      expect(made.statusCode, made.body).toBe(201);
      const { entry, task } = made.json();
      expect(task).toMatchObject({
        projectId,
        title: "Agree a fallback supplier",
        description:
          'From the risk "Supplier misses the deadline" of the project\'s RAID register.',
        assignedTo: ids.users.client,
        columnId: "todo",
        status: "pending",
        priority: "medium",
      });
      expect(entry).toEqual({ ...risk, taskIds: [task.id] });
      expect(await links(risk.id)).toEqual([task.id]);
      // A real task: on the board (its version raised), with its history and the owner's notice.
      expect(await version()).toBe(before + 1);
      const stored = await t.db
        .selectFrom("tasks")
        .select(["projectId", "columnId", "assignedTo", "title"])
        .where("id", "=", task.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        projectId,
        columnId: "todo",
        assignedTo: ids.users.client,
        title: "Agree a fallback supplier",
      });
      const history = await t.db
        .selectFrom("taskActivity")
        .select(["kind", "actorId", "detail"])
        .where("taskId", "=", task.id)
        .execute();
      expect(history).toEqual([
        { kind: "created", actorId: ids.users.consultant, detail: "To Do" },
      ]);
      const notices = await t.db
        .selectFrom("notifications")
        .select(["userId", "kind", "actorId"])
        .where("taskId", "=", task.id)
        .execute();
      expect(notices).toEqual([
        { userId: ids.users.client, kind: "assigned", actorId: ids.users.consultant },
      ]);
      const board = await call("client", "GET", `/projects/${projectId}/board`);
      expect(board.statusCode).toBe(200);
      expect(JSON.stringify(board.json())).toContain("Agree a fallback supplier");
    });

    it("goes to whichever column is first, and to nobody when the owner left the project", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const issue = (
        await call("consultant", "POST", path, {
          kind: "issue",
          title: "Checkout fails on Safari",
          ownerId: ids.users.consultant,
        })
      ).json();
      // The board's columns reordered: In Progress first.
      const order = ["inprogress", "todo", "review", "done"];
      for (const [index, key] of order.entries()) {
        await t.db
          .updateTable("projectColumns")
          .set({ orderIndex: index })
          .where("projectId", "=", projectId)
          .where("key", "=", key as "todo")
          .execute();
      }
      // The owner is no longer one of the project's people.
      await t.db
        .updateTable("raidEntries")
        .set({ ownerId: ids.users.dana })
        .where("id", "=", issue.id)
        .execute();
      const made = await call("consultant", "POST", `${path}/${issue.id}/tasks`, {
        title: "Reproduce on Safari 17",
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().task).toMatchObject({
        columnId: "inprogress",
        status: "in_progress",
        assignedTo: null,
      });
      expect(made.json().entry.taskIds).toEqual([made.json().task.id]);
    });
  });

  describe("the CSV export", () => {
    it("writes one row per entry, newest first, named after the project and formulas defused", async () => {
      const projectId = await ownProject();
      await t.db
        .updateTable("projects")
        .set({ name: 'Shop: "relaunch"/2026' })
        .where("id", "=", projectId)
        .execute();
      const taskIds = [await freshTask(t.db, projectId), await freshTask(t.db, projectId)];
      const path = `/projects/${projectId}/raid`;
      const risk = await call("consultant", "POST", path, {
        kind: "risk",
        title: "=HYPERLINK(1)",
        description: "Slow, then stuck",
        ownerId: ids.users.consultant,
        probability: 3,
        impact: 5,
        response: "Reduce",
        reviewDate: "2026-06-17",
        taskIds,
      });
      expect(risk.statusCode, risk.body).toBe(201);
      const decision = await call("consultant", "POST", path, {
        kind: "decision",
        title: "Launch in two stages",
        decidedBy: ids.users.client,
        decidedOn: "2026-06-08",
        rationale: "Busy season",
      });
      expect(decision.statusCode, decision.body).toBe(201);

      const response = await call("client", "GET", `${path}/csv`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toContain(
        'filename="Shop relaunch 2026 RAID register.csv"',
      );
      const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        "id,kind,title,description,status,owner,probability,impact,score,response,review_date,decided_by,decided_on,rationale,task_ids,created_at,updated_at",
      );
      const at = NOW.toISOString();
      expect(lines.slice(1)).toEqual([
        `${decision.json().id},decision,Launch in two stages,,open,,,,,,,${names.get(ids.users.client)},2026-06-08,Busy season,,${at},${at}`,
        `${risk.json().id},risk,'=HYPERLINK(1),"Slow, then stuck",open,${names.get(ids.users.consultant)},3,5,15,Reduce,2026-06-17,,,,${taskIds.join(" ")},${at},${at}`,
        "",
      ]);
    });

    it("is not found for someone who may not read the project", async () => {
      const response = await call("client", "GET", `/projects/${ids.payments}/raid/csv`);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toContain("text/csv");
    });
  });

  describe("an archived project", () => {
    it("keeps its register readable and refuses every change, the client's risk included", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/raid`;
      const risk = (
        await call("consultant", "POST", path, {
          kind: "risk",
          title: "Scope creep",
          probability: 3,
          impact: 3,
        })
      ).json();
      await t.db
        .updateTable("projects")
        .set({ archivedAt: NOW })
        .where("id", "=", projectId)
        .execute();
      const refusal = {
        error: `Project ${projectId} is archived, so it is read-only. Restore it before changing it or its tasks.`,
        code: "CONFLICT",
      };
      const attempts: [Who, "POST" | "PATCH" | "DELETE", string, object | undefined][] = [
        ["consultant", "POST", path, { kind: "issue", title: "Too late" }],
        ["client", "POST", path, { kind: "risk", title: "Too late", probability: 1, impact: 1 }],
        ["admin", "PATCH", `${path}/${risk.id}`, { status: "closed" }],
        ["consultant", "POST", `${path}/${risk.id}/tasks`, { title: "Too late" }],
        ["admin", "DELETE", `${path}/${risk.id}`, undefined],
      ];
      for (const [who, method, url, body] of attempts) {
        const response = await call(who, method, url, body);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(409);
        expect(response.json()).toEqual(refusal);
      }
      expect(await rows(projectId)).toMatchObject([{ id: risk.id, status: "open" }]);
      expect(await links(risk.id)).toEqual([]);
      const read = await call("client", "GET", path);
      expect(read.statusCode).toBe(200);
      expect(read.json().entries).toHaveLength(1);
    });
  });
});
