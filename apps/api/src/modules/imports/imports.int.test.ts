/**
 * Imports (docs/imports.md) through the REST path and the job runner: each format's sample
 * becomes tasks on the board with a correct report; a dry run writes nothing; a second import
 * creates nothing; a database error part-way through a file leaves nothing; the limits (413,
 * 415, 400); who may import.
 */
import { readFileSync } from "node:fs";
import type { Job, JobReport } from "@cairn/schema/jobs";
import type { ImportPreview } from "@cairn/schema/tool-stack";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, FRESH_PASSWORD, freshAccount, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** The largest file the test app takes: small enough to send a larger one cheaply. */
const MAX_BYTES = 64 * 1024;

forEachDatabase((kind) => {
  const t = useTestApp(kind, { env: { IMPORT_MAX_BYTES: String(MAX_BYTES) } });
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let admin = "";
  let consultant = "";
  let client = "";
  let otherConsultant = "";
  beforeAll(async () => {
    ids = await demoIds(t.db);
    const other = await freshAccount(t.db, "consultant");
    [admin, consultant, client, otherConsultant] = await Promise.all([
      t.session("admin"),
      t.session("consultant"),
      t.session("client"),
      t.login(other.username, FRESH_PASSWORD),
    ]);
  });

  const project = () =>
    freshProject(t.db, { consultantId: ids.users.consultant, clientId: ids.users.client });

  const send = (
    projectId: number,
    query: Record<string, string>,
    body: Buffer | string,
    /** "" sends no cookie. */
    cookie: string = consultant,
  ) =>
    t.request({
      method: "POST",
      url: `/api/projects/${projectId}/imports?${new URLSearchParams(query)}`,
      headers: { "content-type": "application/octet-stream", ...(cookie ? { cookie } : {}) },
      payload: body,
    });

  /** Starts an import, runs it, and answers the finished job. */
  async function importFile(
    projectId: number,
    query: Record<string, string>,
    body: Buffer | string,
    cookie: string = consultant,
  ): Promise<Job & { report: JobReport }> {
    const started = await send(projectId, query, body, cookie);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ kind: "import", target: query.source, projectId });
    await t.settleJobs();
    const read = await t.request({
      method: "GET",
      url: `/api/jobs/${started.json().id}`,
      headers: { cookie },
    });
    return read.json();
  }

  const tasksOf = (projectId: number) =>
    t.db
      .selectFrom("tasks")
      .select([
        "id",
        "title",
        "description",
        "columnId",
        "status",
        "priority",
        "assignedTo",
        "dueDate",
        "labelIds",
        "orderIndex",
      ])
      .where("projectId", "=", projectId)
      .orderBy("columnId")
      .orderBy("orderIndex")
      .execute();

  const labelNames = async (labelIds: number[]) =>
    labelIds.length === 0
      ? []
      : (
          await t.db
            .selectFrom("projectLabels")
            .select("name")
            .where("id", "in", labelIds)
            .orderBy("id")
            .execute()
        ).map((row) => row.name);

  const boardVersion = async (projectId: number) =>
    (
      await t.db
        .selectFrom("projects")
        .select("boardVersion")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).boardVersion;

  const linkCount = async (projectId: number) =>
    (
      await t.db
        .selectFrom("externalLinks")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("projectId", "=", projectId)
        .executeTakeFirstOrThrow()
    ).n;

  async function storedFileOf(jobId: number): Promise<string> {
    const row = await t.db
      .selectFrom("jobs")
      .select("input")
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    return (row.input as { fileKey: string }).fileKey;
  }

  /** Positions stay 0…n-1 in every column. */
  function expectDenseColumns(tasks: { columnId: string; orderIndex: number }[]) {
    const byColumn = new Map<string, number[]>();
    for (const task of tasks) {
      byColumn.set(task.columnId, [...(byColumn.get(task.columnId) ?? []), task.orderIndex]);
    }
    for (const positions of byColumn.values()) {
      expect(positions).toEqual(positions.map((_, index) => index));
    }
  }

  // Imported by an administrator, who may put anyone on a project's tasks: the people the
  // samples name are matched whatever project they work on (the consultant's rule is below).
  describe("each format", () => {
    it("imports a Jira CSV export: statuses, priorities, people by full name, Jira dates, repeated Labels, row errors", async () => {
      const projectId = await project();
      const before = await boardVersion(projectId);
      const job = await importFile(
        projectId,
        { source: "jira-csv", name: "jira.csv" },
        fixture("jira.csv"),
        admin,
      );
      expect(job).toMatchObject({ state: "succeeded", done: 5, total: 5, phase: null });
      expect(job.report.counts).toEqual({
        created: 5,
        updated: 0,
        existing: 0,
        skipped: 0,
        failed: 2,
      });
      expect(job.report.details.unknownPeople).toEqual(["Greta Unknown"]);
      const failed = job.report.items.filter((item) => item.outcome === "failed");
      expect(failed.map((item) => [item.kind, item.message])).toEqual([
        ["row 5", "The title is empty."],
        ["row 6", expect.stringContaining("row 1 has it already")],
      ]);

      const tasks = await tasksOf(projectId);
      expectDenseColumns(tasks);
      const byTitle = new Map(tasks.map((task) => [task.title, task]));
      expect(byTitle.get("Set up CI, with caching")).toMatchObject({
        columnId: "done",
        status: "completed",
        priority: "high",
        assignedTo: ids.users.consultant,
        description: 'Build on every push.\nCache the "node_modules" folder.',
      });
      expect(byTitle.get("Set up CI, with caching")?.dueDate?.slice(0, 10)).toBe("2026-03-04");
      expect(await labelNames(byTitle.get("Set up CI, with caching")?.labelIds ?? [])).toEqual([
        "infra",
        "ci",
      ]);
      expect(byTitle.get("Write the launch plan")).toMatchObject({
        columnId: "inprogress",
        priority: "medium",
        assignedTo: ids.users.priya,
      });
      expect(byTitle.get("Write the launch plan")?.dueDate?.slice(0, 10)).toBe("2026-04-15");
      expect(byTitle.get("Review the copy")).toMatchObject({
        columnId: "review",
        priority: "low",
        assignedTo: null,
      });
      expect(byTitle.get("Accessibility audit")).toMatchObject({
        columnId: "todo",
        priority: "low",
        assignedTo: ids.users.consultant,
      });
      // "31/Feb/26" cost "Fix the footer" its date, not its place on the board.
      expect(byTitle.get("Fix the footer")).toMatchObject({ priority: "high", dueDate: null });
      expect(tasks).toHaveLength(5);
      expect(await linkCount(projectId)).toBe(5);
      // One version per task; the history has each task's `created` line.
      expect(await boardVersion(projectId)).toBe(before + 5);
      const created = await t.db
        .selectFrom("taskActivity")
        .select("taskId")
        .where("kind", "=", "created")
        .where(
          "taskId",
          "in",
          tasks.map((task) => task.id),
        )
        .execute();
      expect(created).toHaveLength(5);

      // The stored file is deleted through the outbox once the import has committed.
      await t.settleOutbox();
      expect(await t.app.files.exists(await storedFileOf(job.id))).toBe(false);
    });

    it("imports an Asana CSV export: Completed At is Done, e-mails in any case, Tags, unknown people", async () => {
      const projectId = await project();
      const job = await importFile(
        projectId,
        { source: "asana-csv", name: "asana.csv" },
        fixture("asana.csv"),
        admin,
      );
      expect(job.report.counts).toMatchObject({ created: 5, failed: 0 });
      expect(job.report.details.unknownPeople).toEqual(["nobody@elsewhere.example"]);
      // A date nobody can read costs the task its date, not the task.
      expect(job.report.details.notes).toEqual([
        {
          row: 3,
          field: "dueDate",
          message: expect.stringContaining(
            "“not a date” is not a date Cairn can read, so the task has no due date",
          ),
        },
      ]);
      const tasks = await tasksOf(projectId);
      expectDenseColumns(tasks);
      const byTitle = new Map(tasks.map((task) => [task.title, task]));
      expect(byTitle.get("Kick-off meeting")).toMatchObject({
        columnId: "done",
        assignedTo: ids.users.client,
      });
      expect(await labelNames(byTitle.get("Kick-off meeting")?.labelIds ?? [])).toEqual([
        "meeting",
        "client",
      ]);
      expect(byTitle.get('Design the "hero" banner')).toMatchObject({
        columnId: "inprogress",
        assignedTo: ids.users.priya,
        description: "Two options:\n- bold\n- calm",
      });
      expect(byTitle.get("Plan the go-live")).toMatchObject({ columnId: "todo", assignedTo: null });
      expect(byTitle.get("Write the release notes")).toMatchObject({
        columnId: "review",
        assignedTo: null,
      });
    });

    it("imports a Trello board export: lists to columns, archived cards skipped, checklists, labels by name or colour", async () => {
      const projectId = await project();
      const job = await importFile(
        projectId,
        { source: "trello-json", name: "board.json" },
        fixture("trello.json"),
        admin,
      );
      expect(job.report.counts).toMatchObject({ created: 4, skipped: 2, failed: 1 });
      expect(job.report.details.unknownPeople).toEqual(["Zed Unknown"]);
      expect(
        job.report.items
          .filter((item) => item.outcome !== "created")
          .map((item) => [item.kind, item.outcome]),
      ).toEqual([
        ["row 3", "skipped"],
        ["row 4", "skipped"],
        ["row 6", "failed"],
      ]);
      const tasks = await tasksOf(projectId);
      expect(tasks.map((task) => [task.title, task.columnId])).toEqual([
        ["Launch", "done"],
        ["Build nav, header & footer", "inprogress"],
        ["Collect the logos", "todo"],
        ["Draft the sitemap", "todo"],
      ]);
      // Its due date, "next week", could not be read: the card came without it.
      expect(tasks.find((task) => task.title === "Collect the logos")?.dueDate).toBeNull();
      const sitemap = tasks.find((task) => task.title === "Draft the sitemap");
      expect(await labelNames(sitemap?.labelIds ?? [])).toEqual(["Content", "red"]);
      const checklist = await t.db
        .selectFrom("taskChecklistItems")
        .select(["text", "done", "position"])
        .where("taskId", "=", sitemap?.id ?? 0)
        .orderBy("position")
        .execute();
      expect(checklist).toEqual([
        { text: "Home", done: true, position: 0 },
        { text: "Services", done: false, position: 1 },
      ]);
      expect(tasks.find((task) => task.title === "Build nav, header & footer")).toMatchObject({
        assignedTo: ids.users.priya,
      });
    });

    it("imports any CSV with a mapping: `;` between fields, a byte-order mark, CRLF lines", async () => {
      const projectId = await project();
      const mapping = {
        externalId: "Ref",
        title: "Task",
        description: "Details",
        status: "State",
        assignee: "Owner",
        dueDate: "Deadline",
        labels: "Tags",
      };
      const job = await importFile(
        projectId,
        { source: "csv", name: "plan.csv", mapping: JSON.stringify(mapping) },
        fixture("generic.csv"),
        admin,
      );
      expect(job.report.counts).toMatchObject({ created: 4, failed: 0 });
      expect(job.report.details.unknownPeople).toEqual(["ghost@nowhere.example"]);
      const tasks = await tasksOf(projectId);
      const byTitle = new Map(tasks.map((task) => [task.title, task]));
      expect(byTitle.get("Order banners; large")).toMatchObject({
        columnId: "done",
        assignedTo: ids.users.dana,
        description: "Line one\r\nline two",
      });
      expect(await labelNames(byTitle.get("Order banners; large")?.labelIds ?? [])).toEqual([
        "print",
        "urgent",
      ]);
      expect(byTitle.get("Call the printer")?.dueDate?.slice(0, 10)).toBe("2026-07-01");
      expect(byTitle.get("Book the venue")).toMatchObject({
        columnId: "inprogress",
        dueDate: null,
      });
      expect(byTitle.get("Send the invitations")).toMatchObject({
        columnId: "inprogress",
        description: 'Use the "formal" list',
      });
    });
  });

  it("puts nobody from outside the project on a task, and reports outside and unknown people alike", async () => {
    const projectId = await project();
    const csv = [
      "Title,Owner",
      "For the client,SAM.RIVERA@northwind.example",
      "For another company's client,dana.kim@helix.example",
      "For nobody,ghost@nowhere.example",
    ].join("\n");
    const query = {
      source: "csv",
      name: "people.csv",
      mapping: '{"title":"Title","assignee":"Owner"}',
    };
    const dry = await send(projectId, { ...query, dryRun: "true" }, csv);
    expect(dry.statusCode, dry.body).toBe(200);
    expect((dry.json() as ImportPreview).unknownPeople).toEqual([
      "dana.kim@helix.example",
      "ghost@nowhere.example",
    ]);

    const job = await importFile(projectId, query, csv);
    expect(job.report.details.unknownPeople).toEqual([
      "dana.kim@helix.example",
      "ghost@nowhere.example",
    ]);
    const tasks = await tasksOf(projectId);
    expect(Object.fromEntries(tasks.map((task) => [task.title, task.assignedTo]))).toEqual({
      "For the client": ids.users.client,
      "For another company's client": null,
      "For nobody": null,
    });
    // Nothing of it reaches Dana: no notice, and no row of her task feed.
    const notices = await t.db
      .selectFrom("notifications")
      .select("id")
      .where("userId", "=", ids.users.dana)
      .where("projectId", "=", projectId)
      .execute();
    expect(notices).toEqual([]);
    const dana = await t.session("dana");
    const feed = await t.request({
      method: "GET",
      url: "/api/feeds/tasks?limit=500",
      headers: { cookie: dana },
    });
    expect(feed.statusCode).toBe(200);
    expect(
      feed.json().rows.filter((row: { project_id: number }) => row.project_id === projectId),
    ).toEqual([]);
  });

  it("answers a dry run's preview and writes nothing", async () => {
    const projectId = await project();
    const before = await boardVersion(projectId);
    const answer = await send(
      projectId,
      { source: "csv", name: "plan.csv", dryRun: "true" },
      fixture("generic.csv"),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json() as ImportPreview;
    expect(preview).toMatchObject({
      source: "csv",
      headers: ["Ref", "Task", "Details", "State", "Owner", "Deadline", "Tags"],
      mapping: {
        externalId: "Ref",
        title: "Task",
        description: "Details",
        status: "State",
        assignee: "Owner",
        dueDate: "Deadline",
        labels: "Tags",
      },
      rows: 4,
      // Dana (another company's client) and Luis work on no task of this project: to its
      // consultant they are unknown, exactly like an address no account has.
      unknownPeople: [
        "dana.kim@helix.example",
        "ghost@nowhere.example",
        "luis.ortega@brightpath.example",
      ],
      alreadyImported: 0,
    });
    expect(preview.firstRows[0]).toEqual({
      row: 1,
      externalId: "G-1",
      title: "Order banners; large",
      column: "done",
      priority: "medium",
      assignee: "dana.kim@helix.example",
      dueDate: "2026-07-01",
      labels: ["print", "urgent"],
    });
    expect(preview.firstRows.map((row) => row.row)).toEqual([1, 2, 3, 4]);
    expect(preview.errors).toEqual([]);
    // Offered without its date, and said before anything is imported.
    expect(preview.notes).toEqual([
      { row: 3, field: "dueDate", message: expect.stringContaining("“2026-13-01” is not a date") },
    ]);
    expect(await tasksOf(projectId)).toEqual([]);
    expect(await boardVersion(projectId)).toBe(before);
    const jobs = await t.db
      .selectFrom("jobs")
      .select("id")
      .where("projectId", "=", projectId)
      .execute();
    expect(jobs).toEqual([]);

    // A Jira dry run needs no mapping and shows no headers.
    const jira = await send(
      projectId,
      { source: "jira-csv", name: "jira.csv", dryRun: "true" },
      fixture("jira.csv"),
    );
    expect(jira.statusCode).toBe(200);
    expect(jira.json()).toMatchObject({
      headers: [],
      rows: 7,
      unknownPeople: ["Greta Unknown", "Priya Raman"],
    });
    expect(jira.json().errors).toHaveLength(2);
  });

  it("creates nothing when the same file is imported again, and says so", async () => {
    const projectId = await project();
    await importFile(projectId, { source: "jira-csv", name: "jira.csv" }, fixture("jira.csv"));
    const tasks = await tasksOf(projectId);
    const version = await boardVersion(projectId);

    const preview = await send(
      projectId,
      { source: "jira-csv", name: "jira.csv", dryRun: "true" },
      fixture("jira.csv"),
    );
    expect(preview.json().alreadyImported).toBe(5);

    const again = await importFile(
      projectId,
      { source: "jira-csv", name: "jira.csv" },
      fixture("jira.csv"),
    );
    expect(again.state).toBe("succeeded");
    expect(again.report.counts).toMatchObject({ created: 0, existing: 5, failed: 2 });
    expect(await tasksOf(projectId)).toEqual(tasks);
    expect(await boardVersion(projectId)).toBe(version);
    expect(await linkCount(projectId)).toBe(5);
  });

  it("writes nothing of a file when the database fails part-way through it", async () => {
    const projectId = await project();
    const version = await boardVersion(projectId);
    // Row 700 is in the second batch of 500: the first batch has been written when it fails.
    const lines = ["Title,Id"];
    for (let row = 1; row <= 800; row += 1) {
      lines.push(`${row === 700 ? "Boom" : `Task ${row}`},id-${row}`);
    }
    await sql`
      create function import_test_boom() returns trigger language plpgsql as $$
      begin
        if new.title = 'Boom' then raise exception 'forced failure'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger import_test_boom before insert on tasks for each row execute function import_test_boom()`.execute(
      t.db,
    );
    let jobId = 0;
    try {
      const job = await importFile(
        projectId,
        {
          source: "csv",
          name: "big.csv",
          mapping: JSON.stringify({ title: "Title", externalId: "Id" }),
        },
        lines.join("\n"),
      );
      jobId = job.id;
      expect(job.state).toBe("failed");
      expect(job.error).toMatch(/Resume it/);
      expect(await tasksOf(projectId)).toEqual([]);
      expect(await linkCount(projectId)).toBe(0);
      expect(await boardVersion(projectId)).toBe(version);
      // The file stays for a resume.
      expect(await t.app.files.exists(await storedFileOf(job.id))).toBe(true);
    } finally {
      await sql`drop trigger import_test_boom on tasks`.execute(t.db);
      await sql`drop function import_test_boom()`.execute(t.db);
    }
    // Resumed once the fault is gone, the job imports the whole file from the kept file.
    const resumed = await t.request({
      method: "POST",
      url: `/api/jobs/${jobId}/resume`,
      headers: { cookie: consultant },
    });
    expect(resumed.statusCode).toBe(200);
    await t.settleJobs();
    const after = await t.request({
      method: "GET",
      url: `/api/jobs/${jobId}`,
      headers: { cookie: consultant },
    });
    expect(after.json()).toMatchObject({
      state: "succeeded",
      report: { counts: { created: 800 } },
    });
    expect(await tasksOf(projectId)).toHaveLength(800);
    expect(await linkCount(projectId)).toBe(800);
  });

  describe("limits", () => {
    it("refuses a file over IMPORT_MAX_BYTES with 413", async () => {
      const projectId = await project();
      const answer = await send(
        projectId,
        { source: "csv", name: "huge.csv", mapping: JSON.stringify({ title: "Title" }) },
        `Title\n${"x".repeat(MAX_BYTES)}`,
      );
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error).toMatch(/at most 0\.1 MiB|at most 64/);
    });

    it("refuses bytes that are not UTF-8 text, and a Trello export that is not JSON, with 415", async () => {
      const projectId = await project();
      const latin1 = Buffer.from("Title\nCaf\xe9 cr\xe8me\n", "latin1");
      const notText = await send(projectId, { source: "jira-csv", name: "x.csv" }, latin1);
      expect(notText.statusCode).toBe(415);
      expect(notText.json().error).toMatch(/not UTF-8 text/);
      const dry = await send(
        projectId,
        { source: "jira-csv", name: "x.csv", dryRun: "true" },
        latin1,
      );
      expect(dry.statusCode).toBe(415);

      const csvAsTrello = await send(
        projectId,
        { source: "trello-json", name: "b.json" },
        fixture("jira.csv"),
      );
      expect(csvAsTrello.statusCode).toBe(415);
      expect(csvAsTrello.json().error).toMatch(/not JSON/);
      const broken = await send(
        projectId,
        { source: "trello-json", name: "b.json", dryRun: "true" },
        '{"lists": [',
      );
      expect(broken.statusCode).toBe(415);
      expect(await tasksOf(projectId)).toEqual([]);
    });

    it("answers 400 for a CSV without a mapping, a mapping naming a missing column, a Jira file without its columns", async () => {
      const projectId = await project();
      const noMapping = await send(
        projectId,
        { source: "csv", name: "plan.csv" },
        fixture("generic.csv"),
      );
      expect(noMapping.statusCode).toBe(400);
      expect(noMapping.json().error).toMatch(/mapping/);
      const missing = await send(
        projectId,
        {
          source: "csv",
          name: "plan.csv",
          dryRun: "true",
          mapping: JSON.stringify({ title: "Name" }),
        },
        fixture("generic.csv"),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatch(/no such column/);
      const notJira = await send(
        projectId,
        { source: "jira-csv", name: "plan.csv", dryRun: "true" },
        fixture("asana.csv"),
      );
      expect(notJira.statusCode).toBe(400);
      expect(notJira.json().error).toMatch(/Issue key/);
      const badMapping = await send(
        projectId,
        { source: "csv", name: "plan.csv", mapping: "{not json" },
        fixture("generic.csv"),
      );
      expect(badMapping.statusCode).toBe(400);
      expect(
        await t.db.selectFrom("jobs").select("id").where("projectId", "=", projectId).execute(),
      ).toEqual([]);
    });

    it("fails the job, stores nothing and deletes the file when the stored file is not its format", async () => {
      const projectId = await project();
      const job = await importFile(
        projectId,
        { source: "jira-csv", name: "a.csv" },
        fixture("asana.csv"),
      );
      expect(job.state).toBe("failed");
      expect(job.error).toMatch(
        /^Nothing was imported from “a.csv”\. This is not a Jira CSV export/,
      );
      await t.settleOutbox();
      expect(await t.app.files.exists(await storedFileOf(job.id))).toBe(false);
    });
  });

  it("lets the project's consultant and admins import; refuses its client (403), others (404), anonymous (401)", async () => {
    const projectId = await project();
    const query = { source: "jira-csv", name: "jira.csv", dryRun: "true" };
    expect((await send(projectId, query, fixture("jira.csv"), admin)).statusCode).toBe(200);
    expect((await send(projectId, query, fixture("jira.csv"), client)).statusCode).toBe(403);
    expect((await send(projectId, query, fixture("jira.csv"), otherConsultant)).statusCode).toBe(
      404,
    );
    expect((await send(projectId, query, fixture("jira.csv"), "")).statusCode).toBe(401);
    expect((await send(2_000_000_000, query, fixture("jira.csv"), admin)).statusCode).toBe(404);
  });
});
