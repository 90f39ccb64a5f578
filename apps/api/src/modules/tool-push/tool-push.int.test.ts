/**
 * Pushing the demo project into each of the six tools, faked on loopback as their APIs document
 * the calls (test/fake-tool-apis.ts). For each tool: a push that meets a failing tool half-way
 * ends failed with its report; a resume waits out a 429 and is cut short by a shutdown; a new
 * runner carries the released job on (a restart), and one refused task fails it again; a last
 * resume completes it. The tool then holds exactly one record per Cairn record.
 * The runners are built here, one per "process", so which process runs what is certain.
 */
import {
  INTEGRATION_SETTINGS,
  type IntegrationName,
  isSecretKind,
} from "@cairn/schema/integration-settings";
import type { Job } from "@cairn/schema/jobs";
import { PUSH_TOOLS, type PushTool } from "@cairn/schema/tool-stack";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SETTINGS } from "../../test/fake-providers.js";
import {
  CLICKUP_STATUSES,
  FAKE_TARGETS,
  type FakeRecord,
  FakeToolApis,
} from "../../test/fake-tool-apis.js";
import { demoIds, FRESH_PASSWORD, freshAccount, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { JobRunner } from "../jobs/runner.js";
import { pushHandlers } from "./push-handler.js";
import type { RetryPolicy } from "./retry-policy.js";
import { type ProjectSnapshot, readProjectSnapshot } from "./tool-push.repo.js";
import { PUSH_ADAPTERS } from "./tools/index.js";

const FAST_RETRY: RetryPolicy = {
  attempts: 3,
  backoffMs: [20, 50],
  rateLimitWaits: 3,
  defaultRetryAfterMs: 100,
};

/** The task every tool is told to refuse once. */
const REFUSED_TASK = "Homepage wireframes";

/** What each push sends with its start (what the settings do not say). */
const START_OPTIONS: Record<PushTool, Record<string, string>> = {
  trello: {},
  jira: { jiraProjectKey: FAKE_TARGETS.jiraProjectKey },
  asana: {},
  clickup: { clickupSpaceId: FAKE_TARGETS.clickupSpaceId },
  notion: { notionParentPageId: FAKE_TARGETS.notionParentPageId },
  "monday-com": { mondayWorkspaceId: FAKE_TARGETS.mondayWorkspaceId },
};

/** The documented first call of each push: the container (Jira: the first Epic). */
const FIRST_CALL: Record<PushTool, { method: string; path: string }> = {
  trello: { method: "POST", path: "/1/boards/" },
  jira: { method: "POST", path: "/rest/api/3/issue" },
  asana: { method: "POST", path: "/api/1.0/projects" },
  clickup: { method: "POST", path: `/api/v2/space/${FAKE_TARGETS.clickupSpaceId}/list` },
  notion: { method: "POST", path: "/v1/databases" },
  "monday-com": { method: "POST", path: "/v2" },
};

/** The fake's records of each type that one Cairn record each stands for. */
function expectedRecords(tool: PushTool, s: ProjectSnapshot): Record<string, number> {
  const items = s.tasks.reduce((sum, task) => sum + task.checklist.length, 0);
  const checklists = s.tasks.filter((task) => task.checklist.length > 0).length;
  switch (tool) {
    case "trello":
      return {
        board: 1,
        list: s.columns.length,
        label: 3 + s.labels.length,
        card: s.tasks.length,
        checklist: checklists,
        checkItem: items,
      };
    case "jira":
      return { Epic: s.milestones.length, Task: s.tasks.length };
    case "asana":
      return {
        project: 1,
        section: s.columns.length,
        milestone: s.milestones.length,
        task: s.tasks.length,
        subtask: items,
      };
    case "clickup":
      return { list: 1, task: s.tasks.length, checklist: checklists, checklistItem: items };
    case "notion":
      return { database: 1, page: s.tasks.length };
    case "monday-com":
      return {
        board: 1,
        column: 3,
        group: s.milestones.length,
        item: s.tasks.length,
        subitem: items,
      };
  }
}

const NAMES: Record<PushTool, IntegrationName> = {
  trello: "Trello",
  jira: "Jira",
  asana: "Asana",
  clickup: "ClickUp",
  notion: "Notion",
  "monday-com": "Monday.com",
};

const fake = new FakeToolApis();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

forEachDatabase((kind) => {
  // The app's own runner runs nothing: each "process" below is a runner of its own.
  const t = useTestApp(kind, {
    env: () => ({ INTEGRATION_BASE_URLS: fake.baseUrlsEnv(), INTEGRATION_TIMEOUT_MS: "3000" }),
    jobHandlers: {},
  });
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let admin = "";
  let consultant = "";
  let client = "";
  let otherConsultant = "";
  let snapshot: ProjectSnapshot;

  const newProcess = () =>
    new JobRunner({
      database: t.database.handle,
      secretBox: t.app.secretBox,
      integrations: t.app.config.integrations,
      files: t.app.files,
      handlers: { export: pushHandlers(FAST_RETRY) },
      now: () => new Date(),
      log: t.app.log,
    });

  const saveSettings = async (name: IntegrationName, settings: Record<string, unknown>) => {
    const saved = await t.request({
      method: "PUT",
      url: `/api/integrations/${encodeURIComponent(name)}/settings`,
      headers: { cookie: admin },
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const toggle = async (name: IntegrationName, enabled: boolean) => {
    const toggled = await t.request({
      method: "POST",
      url: `/api/integrations/${encodeURIComponent(name)}/toggle`,
      headers: { cookie: admin },
      payload: { enabled },
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
  };
  const startPush = (
    tool: PushTool,
    payload: object,
    cookie = consultant,
    projectId = ids.relaunch,
  ) =>
    t.request({
      method: "POST",
      url: `/api/projects/${projectId}/exports/${tool}`,
      headers: { cookie },
      payload,
    });
  const readJob = async (id: number): Promise<Job> => {
    const read = await t.request({
      method: "GET",
      url: `/api/jobs/${id}`,
      headers: { cookie: consultant },
    });
    expect(read.statusCode).toBe(200);
    return read.json();
  };
  const resume = async (id: number) => {
    const resumed = await t.request({
      method: "POST",
      url: `/api/jobs/${id}/resume`,
      headers: { cookie: consultant },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
  };

  beforeAll(async () => {
    fake.reset();
    ids = await demoIds(t.db);
    const other = await freshAccount(t.db, "consultant");
    [admin, consultant, client, otherConsultant] = await Promise.all([
      t.session("admin"),
      t.session("consultant"),
      t.session("client"),
      t.login(other.username, FRESH_PASSWORD),
    ]);
    for (const tool of PUSH_TOOLS) {
      await saveSettings(NAMES[tool], FAKE_SETTINGS[NAMES[tool]]);
      await toggle(NAMES[tool], true);
    }
    // The demo project gets a label and two checklists, so every kind of record is pushed.
    const tasks = await t.db
      .selectFrom("tasks")
      .select(["id", "title"])
      .where("projectId", "=", ids.relaunch)
      .execute();
    const byTitle = (title: string) => {
      const found = tasks.find((task) => task.title === title);
      if (!found) throw new Error(`no demo task ${title}`);
      return found.id;
    };
    const label = await t.db
      .insertInto("projectLabels")
      .values({ projectId: ids.relaunch, name: "Content team", color: "#1d4ed8" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("tasks")
      .set({ labelIds: [label.id] })
      .where("id", "=", byTitle("Write copy for the pricing page"))
      .execute();
    await t.db
      .insertInto("taskChecklistItems")
      .values([
        {
          taskId: byTitle("Launch checklist and rollback plan"),
          text: "DNS cut-over",
          position: 0,
        },
        {
          taskId: byTitle("Launch checklist and rollback plan"),
          text: "Rollback rehearsal",
          position: 1,
        },
        {
          taskId: byTitle("Choose the headless CMS"),
          text: "Shortlist three vendors",
          done: true,
          position: 0,
        },
      ])
      .execute();
    const read = await readProjectSnapshot(t.db, ids.relaunch);
    if (!read) throw new Error("the demo project is missing");
    snapshot = read;
  });

  describe("starting a push", () => {
    it("is for the project's consultant and admins: the client gets 403, another consultant 404", async () => {
      const projectId = await freshProject(t.db, {
        consultantId: ids.users.consultant,
        clientId: ids.users.client,
      });
      expect((await startPush("trello", {}, client, projectId)).statusCode).toBe(403);
      expect((await startPush("trello", {}, otherConsultant, projectId)).statusCode).toBe(404);
      const anonymous = await t.request({
        method: "POST",
        url: `/api/projects/${projectId}/exports/trello`,
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);

      const first = await startPush("trello", {}, consultant, projectId);
      expect(first.statusCode, first.body).toBe(202);
      const job = first.json() as Job;
      expect(job).toMatchObject({ kind: "export", target: "trello", state: "queued", projectId });
      // A second click answers the open push, not a second one.
      const second = await startPush("trello", {}, admin, projectId);
      expect(second.statusCode).toBe(202);
      expect(second.json().id).toBe(job.id);
      // The job keeps the options, never a secret.
      const row = await t.db
        .selectFrom("jobs")
        .select("input")
        .where("id", "=", job.id)
        .executeTakeFirstOrThrow();
      expect(row.input).toEqual({ options: {} });
      // Closed here, so that no runner below pushes this project.
      await t.db.updateTable("jobs").set({ state: "failed" }).where("id", "=", job.id).execute();
    });

    it("refuses with 409 while the tool is switched off or not set up", async () => {
      await toggle("Trello", false);
      const off = await startPush("trello", {});
      expect(off.statusCode).toBe(409);
      expect(off.json().error).toMatch(/^Set up Trello in Integrations first/);
      await toggle("Trello", true);

      await t.db
        .updateTable("integrations")
        .set({ settings: JSON.stringify({}) })
        .where("name", "=", "Trello")
        .execute();
      const bare = await startPush("trello", {});
      expect(bare.statusCode).toBe(409);
      expect(bare.json().error).toBe(
        "Set up Trello in Integrations first: an administrator adds its API key and Token there.",
      );
      await saveSettings("Trello", FAKE_SETTINGS.Trello);
    });

    it("answers 400 naming the option a tool needs", async () => {
      const jira = await startPush("jira", {});
      expect(jira.statusCode).toBe(400);
      expect(jira.json().issues).toEqual([
        {
          path: ["jiraProjectKey"],
          message: "is required: the key of the Jira project the issues go into, such as PMO",
        },
      ]);
      const badKey = await startPush("jira", { jiraProjectKey: "pmo" });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json().issues[0].path).toEqual(["jiraProjectKey"]);
      // ClickUp's settings name no space; Notion's page address holds no page id.
      const clickup = await startPush("clickup", {});
      expect(clickup.statusCode).toBe(400);
      expect(clickup.json().issues[0].path).toEqual(["clickupSpaceId"]);
      const notion = await startPush("notion", {});
      expect(notion.statusCode).toBe(400);
      expect(notion.json().issues[0].path).toEqual(["notionParentPageId"]);
      await saveSettings("Asana", { personalAccessToken: FAKE_SETTINGS.Asana.personalAccessToken });
      const asana = await startPush("asana", {});
      expect(asana.statusCode).toBe(400);
      expect(asana.json().issues[0].path).toEqual(["asanaWorkspaceId"]);
      await saveSettings("Asana", FAKE_SETTINGS.Asana);
      const unknown = await startPush("basecamp" as PushTool, {});
      expect(unknown.statusCode).toBe(400);
      expect(
        await t.db.selectFrom("jobs").select("id").where("state", "=", "queued").execute(),
      ).toEqual([]);
    });
  });

  describe.each(PUSH_TOOLS)("pushing into %s", (tool) => {
    it("fails half-way with a report, resumes past a 429 and a shutdown, and ends with one record per Cairn record", async () => {
      const total = PUSH_ADAPTERS[tool].count(snapshot);
      const secrets = INTEGRATION_SETTINGS[NAMES[tool]]
        .filter((field) => isSecretKind(field.kind))
        .map((field) => String(FAKE_SETTINGS[NAMES[tool]][field.key]));
      expect(secrets.length).toBeGreaterThan(0);
      const half = Math.floor(total / 2);

      // 1. The tool fails from the middle on: the job ends failed, with what was made.
      fake.received.length = 0;
      fake.failFrom(tool, half);
      const started = await startPush(tool, START_OPTIONS[tool]);
      expect(started.statusCode, started.body).toBe(202);
      const jobId = (started.json() as Job).id;
      expect(await newProcess().drain()).toBe(1);
      const failed = await readJob(jobId);
      expect(failed.state).toBe("failed");
      expect(failed.error).toBe(
        `${NAMES[tool]} did not accept the request after 3 tries (HTTP 500). What was made so far is kept: resume the push when ${NAMES[tool]} is back.`,
      );
      expect(failed.total).toBe(total);
      expect(failed.report?.counts.created).toBe(half - 1);
      expect(failed.report?.items.every((item) => item.outcome === "created")).toBe(true);
      const first = fake.requests(tool)[0];
      expect(first).toMatchObject(FIRST_CALL[tool]);
      if (tool !== "jira") expect(failed.report?.details.url).toMatch(/^https:\/\//);

      // 2. Resumed: a 429 is waited out, then the process shuts down during a create.
      fake.healthy();
      fake.rateLimitOnce(tool);
      fake.refuse(tool, REFUSED_TASK);
      const processB = newProcess();
      let createsInB = 0;
      fake.onCreate = () => {
        createsInB += 1;
        if (createsInB === 2) void processB.close();
      };
      await resume(jobId);
      await processB.drain();
      fake.onCreate = undefined;
      const limited = fake.requests(tool).findIndex((request) => request.status === 429);
      expect(limited).toBeGreaterThan(-1);
      const retried = fake.requests(tool)[limited + 1];
      const waited = (retried?.at ?? 0) - (fake.requests(tool)[limited]?.at ?? 0);
      expect(waited).toBeGreaterThanOrEqual(900);
      const released = await t.db
        .selectFrom("jobs")
        .select(["state", "lockedUntil"])
        .where("id", "=", jobId)
        .executeTakeFirstOrThrow();
      expect(released).toEqual({ state: "running", lockedUntil: null });

      // 3. Another process takes the released job on; the one refused task fails it again.
      expect(await newProcess().drain()).toBe(1);
      const refused = await readJob(jobId);
      expect(refused.state).toBe("failed");
      expect(refused.error).toBe(
        `One record was not created in ${NAMES[tool]}: see why in the report, then resume the push to try again.`,
      );
      expect(refused.report?.counts.failed).toBe(1);
      const failure = refused.report?.items.find((item) => item.outcome === "failed");
      expect(failure?.title).toBe(REFUSED_TASK);
      expect(failure?.message).toMatch(/not allowed here/);

      // 4. A last resume makes the one missing record, and nothing twice.
      fake.healthy();
      await resume(jobId);
      expect(await newProcess().drain()).toBe(1);
      const done = await readJob(jobId);
      expect(done.state, done.error ?? "").toBe("succeeded");
      expect(done.report?.counts).toMatchObject({ created: 1, failed: 0, existing: total - 1 });
      expect(done.done).toBe(total);
      expect(done.report?.details.url).toMatch(/^https:\/\//);
      expect(fake.problems).toEqual([]);
      const counted: Record<string, number> = {};
      for (const record of fake.of(tool)) counted[record.type] = (counted[record.type] ?? 0) + 1;
      expect(counted).toEqual(
        Object.fromEntries(
          Object.entries(expectedRecords(tool, snapshot)).filter(([, count]) => count > 0),
        ),
      );
      const links = await t.db
        .selectFrom("externalLinks")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("system", "=", tool)
        .where("projectId", "=", ids.relaunch)
        .executeTakeFirstOrThrow();
      expect(Number(links.n)).toBe(total);
      for (const secret of secrets) {
        expect(JSON.stringify([failed, refused, done])).not.toContain(secret);
      }
      expectMapping(tool);
    });

    it("then sends a task's new title, column, due date and priority one way, and keeps the outcome on the integration", async () => {
      const task = snapshot.tasks.find((entry) => entry.title === "Set up preview deployments");
      if (!task) throw new Error("the demo task is missing");
      const record = () => {
        const link = fake.records.find(
          (entry) => entry.tool === tool && entry.name.startsWith("Set up preview deployments"),
        );
        if (!link) throw new Error("the task is not in the fake");
        return link;
      };
      const integration = () =>
        t.db
          .selectFrom("integrations")
          .select(["lastSync", "syncCount", "lastError", "status"])
          .where("name", "=", NAMES[tool])
          .executeTakeFirstOrThrow();
      const before = await integration();
      const title = `Set up preview deployments (${tool})`;
      const edited = await t.request({
        method: "PATCH",
        url: `/api/tasks/${task.id}`,
        headers: { cookie: consultant },
        payload: { title, priority: "high", dueDate: "2026-12-24T00:00:00.000Z" },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const moved = await t.request({
        method: "PUT",
        url: `/api/tasks/${task.id}/move`,
        headers: { cookie: consultant },
        payload: { columnId: "done", orderIndex: 0 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await t.settleOutbox();
      expect(fake.problems).toEqual([]);
      expect(record().name).toBe(title);
      expectSynced(tool, record());
      const after = await integration();
      expect(after).toMatchObject({ lastError: null, status: "active" });
      expect(after.syncCount).toBeGreaterThan(before.syncCount);
      expect(after.lastSync).not.toBeNull();
      const synced = await t.db
        .selectFrom("externalLinks")
        .select("syncedAt")
        .where("system", "=", tool)
        .where("entity", "=", "task")
        .where("localId", "=", task.id)
        .executeTakeFirstOrThrow();
      expect(synced.syncedAt).not.toBeNull();
      // Nothing new was made: an update is not a second record.
      expect(fake.of(tool).length).toBe(
        Object.values(expectedRecords(tool, snapshot)).reduce((sum, count) => sum + count, 0),
      );

      // A refused change is kept on the integration, in words, and not tried again.
      fake.refuseUpdates(tool);
      const refused = await t.request({
        method: "PATCH",
        url: `/api/tasks/${task.id}`,
        headers: { cookie: consultant },
        payload: { title: `${title} again` },
      });
      expect(refused.statusCode).toBe(200);
      await t.settleOutbox();
      fake.healthy();
      const failed = await integration();
      expect(failed.status).toBe("error");
      expect(failed.lastError).toMatch(/not allowed here/);
      const message = await t.db
        .selectFrom("outbox")
        .select(["status", "lastError"])
        .where("kind", "=", "tool-push.sync")
        .where(sql<string>`payload->>'system'`, "=", tool)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(message.status).toBe("failed");
      expect(record().name).toBe(title);
      // Put back for the next tool's push test: the task as the demo has it.
      await t.db
        .updateTable("tasks")
        .set({ title: task.title, priority: task.priority, dueDate: null, columnId: task.column })
        .where("id", "=", task.id)
        .execute();
      await t.settleOutbox();
    });
  });

  /** The synced task's fields in the tool, as each documents its update call. */
  function expectSynced(tool: PushTool, record: FakeRecord) {
    const done = snapshot.columns.find((column) => column.key === "done")?.title;
    switch (tool) {
      case "trello": {
        expect(record.fields.due).toBe("2026-12-24T00:00:00.000Z");
        const list = fake.of("trello", "list").find((entry) => entry.id === record.movedTo);
        expect(list?.name).toBe(done);
        const labels = (record.fields.idLabels as string[]).map(
          (id) => fake.of("trello", "label").find((label) => label.id === id)?.name,
        );
        expect(labels).toEqual(["High priority"]);
        break;
      }
      case "jira":
        expect(record.fields).toMatchObject({ duedate: "2026-12-24", priority: { name: "High" } });
        break;
      case "asana": {
        expect(record.fields.due_on).toBe("2026-12-24");
        const section = fake.of("asana", "section").find((entry) => entry.id === record.movedTo);
        expect(section?.name).toBe(done);
        break;
      }
      case "clickup":
        expect(record.fields).toMatchObject({
          priority: 2,
          status: "complete",
          due_date: Date.parse("2026-12-24T00:00:00.000Z"),
        });
        break;
      case "notion":
        expect(record.fields.properties).toMatchObject({
          Status: { select: { name: done } },
          Priority: { select: { name: "High" } },
          Due: { date: { start: "2026-12-24" } },
        });
        break;
      case "monday-com":
        expect(Object.values(record.fields.values as object)).toEqual(
          expect.arrayContaining([{ label: done }, { label: "High" }, { date: "2026-12-24" }]),
        );
        break;
    }
  }

  /** What maps to what, as each tool's documentation says. */
  function expectMapping(tool: PushTool) {
    const task = (title: string) => {
      const found = snapshot.tasks.find((entry) => entry.title === title);
      if (!found) throw new Error(title);
      return found;
    };
    const pricing = task("Write copy for the pricing page");
    const milestoneOf = (title: string) =>
      snapshot.milestones.find((milestone) => milestone.id === task(title).milestoneId)?.title;
    switch (tool) {
      case "trello": {
        const card = fake.of("trello", "card").find((record) => record.name === pricing.title);
        const labels = fake.of("trello", "label");
        const idLabels = card?.fields.idLabels as string[];
        expect(idLabels.map((id) => labels.find((label) => label.id === id)?.name).sort()).toEqual([
          "Content team",
          "High priority",
        ]);
        expect(card?.fields.due).toBe(pricing.dueAt);
        const list = fake.of("trello", "list").find((record) => record.id === card?.parent);
        expect(list?.name).toBe("In Progress");
        break;
      }
      case "jira": {
        const issue = fake.of("jira", "Task").find((record) => record.name === pricing.title);
        const epic = fake.of("jira", "Epic").find((record) => record.id === issue?.parent);
        expect(epic?.name).toBe(milestoneOf(pricing.title));
        expect(issue?.fields).toMatchObject({
          priority: { name: "High" },
          duedate: pricing.dueDay,
          labels: ["Content-team"],
          issuetype: { name: "Task" },
        });
        break;
      }
      case "asana": {
        const created = fake.of("asana", "task").find((record) => record.name === pricing.title);
        const membership = (created?.fields.memberships as { section: string }[] | undefined)?.[0];
        const section = fake
          .of("asana", "section")
          .find((record) => record.id === membership?.section);
        expect(section?.name).toBe("In Progress");
        expect(created?.fields.due_on).toBe(pricing.dueDay);
        break;
      }
      case "clickup": {
        const tasks = fake.of("clickup", "task");
        const byTitle = (title: string) => tasks.find((record) => record.name === title)?.fields;
        expect(byTitle(pricing.title)).toMatchObject({
          status: "in progress",
          priority: 2,
          due_date: Date.parse(pricing.dueAt ?? ""),
          tags: ["Content team"],
        });
        expect(byTitle("Choose the headless CMS")?.status).toBe("complete");
        // No status of the list is like Review: those tasks stay in the first status.
        expect(byTitle(REFUSED_TASK)?.status).toBeUndefined();
        expect(CLICKUP_STATUSES.map((status) => status.status)).not.toContain("review");
        break;
      }
      case "notion": {
        const page = fake.of("notion", "page").find((record) => record.name === pricing.title);
        expect(page?.fields.properties).toMatchObject({
          Status: { select: { name: "In Progress" } },
          Priority: { select: { name: "High" } },
          Due: { date: { start: pricing.dueDay } },
          Milestone: { select: { name: milestoneOf(pricing.title) } },
        });
        const cms = fake
          .of("notion", "page")
          .find((record) => record.name === "Choose the headless CMS");
        expect(cms?.fields.children).toContainEqual(
          expect.objectContaining({
            type: "to_do",
            to_do: expect.objectContaining({ checked: true }),
          }),
        );
        break;
      }
      case "monday-com": {
        const item = fake.of("monday-com", "item").find((record) => record.name === pricing.title);
        const group = fake
          .of("monday-com", "group")
          .find((record) => record.id === item?.fields.group);
        expect(group?.name).toBe(milestoneOf(pricing.title));
        expect(Object.values(item?.fields.values as object)).toEqual(
          expect.arrayContaining([
            { label: "In Progress" },
            { label: "High" },
            { date: pricing.dueDay },
          ]),
        );
        break;
      }
    }
  }
});
