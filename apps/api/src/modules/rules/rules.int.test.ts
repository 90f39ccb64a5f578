/**
 * A project's rules (docs/rules.md), under a frozen clock: written by its consultant (every
 * person and label checked), read by its client; a change starts its rules after the commit,
 * through the outbox, once per event however often it is delivered; a chain of rules stops at
 * its depth; the timed rules run once per task and due date; the ready-made rules do what they
 * say; the test mode replays the last 30 days without changing anything.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../lib/transaction.js";
import { freshProject, freshUser } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { routineCalls } from "../../test/routine-calls.js";
import { runRule } from "./run-rule.js";
import { runTimedRules } from "./run-timed-rules.js";

/** Wednesday 10 June 2026, 08:00 UTC. */
const NOW = new Date("2026-06-10T08:00:00.000Z");
const DAY = 86_400_000;
const day = (days: number) => new Date(NOW.getTime() + days * DAY);

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const { call, ids, ownProject } = routineCalls(t, NOW);
  let consultant: number;
  beforeAll(() => {
    consultant = ids().users.consultant;
  });

  const addRule = async (projectId: number, rule: object) => {
    const response = await call("consultant", "POST", `/projects/${projectId}/rules`, rule);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; summary: string };
  };
  const addTask = async (projectId: number, fields: object = {}) => {
    const response = await call("consultant", "POST", "/tasks", {
      projectId,
      title: "Ship the release notes",
      assignedTo: consultant,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const move = async (taskId: number, columnId: string) => {
    const response = await call("consultant", "PUT", `/tasks/${taskId}/move`, {
      columnId,
      orderIndex: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const runsOf = (ruleId: number) =>
    t.db
      .selectFrom("ruleRuns")
      .select(["taskId", "depth", "outcome", "lines", "cause", "eventKey"])
      .where("ruleId", "=", ruleId)
      .orderBy("id")
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          lines: (typeof row.lines === "string" ? JSON.parse(row.lines) : row.lines) as string[],
        })),
      );
  const taskOf = (taskId: number) =>
    t.db
      .selectFrom("tasks")
      .select(["columnId", "labelIds", "assignedTo"])
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();
  const ruleNotices = (taskId: number) =>
    t.db
      .selectFrom("notifications")
      .select(["userId", "title", "body"])
      .where("kind", "=", "rule")
      .where("taskId", "=", taskId)
      .execute();
  const labelNamed = async (projectId: number, name: string) =>
    (
      await t.db
        .selectFrom("projectLabels")
        .select("id")
        .where("projectId", "=", projectId)
        .where("name", "=", name)
        .executeTakeFirst()
    )?.id;

  describe("written", () => {
    it("by the consultant, answered in words; read by the client", async () => {
      const projectId = await ownProject();
      const created = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Urgent work is reviewed",
        trigger: { type: "task.moved", to: "done", from: ["todo", "inprogress"] },
        conditions: { priorities: ["high"] },
        actions: [
          { type: "move", to: "review" },
          { type: "notify", to: "assignee", message: "Review first." },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        projectId,
        name: "Urgent work is reviewed",
        enabled: true,
        preset: null,
        runCount: 0,
        lastRunAt: null,
        summary:
          'When a task is moved from To Do or In Progress to Done, if its priority is high, then move it to Review, then tell its assignee "Review first.".',
      });
      const read = await call("client", "GET", `/projects/${projectId}/rules`);
      expect(read.statusCode).toBe(200);
      expect(read.json().rules.map((rule: { name: string }) => rule.name)).toEqual([
        "Urgent work is reviewed",
      ]);
    });

    it("refuses a trigger outside the vocabulary, a person outside the project and another project's label", async () => {
      const projectId = await ownProject();
      const unknown = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Webhook",
        trigger: { type: "http.call", url: "http://127.0.0.1/" },
        actions: [{ type: "flag", message: "x" }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain("trigger");
      const stranger = await freshUser(t.db, "consultant");
      const outsider = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Give it away",
        trigger: { type: "task.created" },
        actions: [{ type: "assign", userId: stranger }],
      });
      expect(outsider.statusCode).toBe(400);
      expect(outsider.json().error).toBe(
        "actions.0.userId: choose someone who works on this project",
      );
      const other = await freshProject(t.db, {
        clientId: ids().users.client,
        consultantId: consultant,
      });
      const label = await call("consultant", "POST", `/projects/${other}/labels`, {
        name: "Elsewhere",
        color: "#123456",
      });
      const foreign = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Label it",
        trigger: { type: "task.created" },
        actions: [{ type: "add_label", labelId: label.json().id }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error).toBe("labelIds: choose labels of this project");
      expect(
        await t.db.selectFrom("rules").select("id").where("projectId", "=", projectId).execute(),
      ).toEqual([]);
    });
  });

  describe("started by a change", () => {
    it("acts after the commit on the tasks that meet its conditions, with an audit line", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "Urgent work gets a checklist",
        trigger: { type: "task.created" },
        conditions: { priorities: ["high"] },
        actions: [
          { type: "add_checklist", items: ["Impact written down", "Owner agreed"] },
          { type: "notify", to: "assignee", message: "Urgent: check the list." },
        ],
      });
      const urgent = await addTask(projectId, { priority: "high", assignedTo: ids().users.client });
      const calm = await addTask(projectId, { priority: "low" });
      await t.settleOutbox();
      const items = await t.db
        .selectFrom("taskChecklistItems")
        .select("text")
        .where("taskId", "=", urgent)
        .orderBy("position")
        .execute();
      expect(items.map((item) => item.text)).toEqual(["Impact written down", "Owner agreed"]);
      expect(await ruleNotices(urgent)).toEqual([
        {
          userId: ids().users.client,
          title: "Urgent work gets a checklist: Ship the release notes",
          body: "Urgent: check the list.",
        },
      ]);
      expect(await runsOf(rule.id)).toEqual([
        expect.objectContaining({
          taskId: urgent,
          depth: 1,
          outcome: "done",
          cause: "task created",
          lines: [
            "Added 2 checklist items.",
            expect.stringMatching(/^Told .+: "Urgent: check the list."$/),
          ],
        }),
      ]);
      expect((await runsOf(rule.id)).some((run) => run.taskId === calm)).toBe(false);
      const audit = await call("client", "GET", `/projects/${projectId}/rule-runs`);
      expect(audit.statusCode).toBe(200);
      expect(audit.json().runs[0]).toMatchObject({
        ruleName: "Urgent work gets a checklist",
        taskTitle: "Ship the release notes",
        outcome: "done",
      });
    });

    it("acts once per event, however often the run is delivered", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "Urgent work is estimated",
        trigger: { type: "task.created" },
        conditions: { priorities: ["high"] },
        actions: [{ type: "create_task", title: "Estimate it" }],
      });
      const taskId = await addTask(projectId, { priority: "high" });
      await t.settleOutbox();
      const request = {
        ruleId: rule.id,
        taskId,
        eventKey: `created:${taskId}`,
        cause: "task created",
        depth: 1,
      };
      // The same message delivered again, as a lease run out or a second process would.
      const again = await Promise.all([
        withTransaction(t.db, (trx) => runRule(trx, request, NOW)),
        withTransaction(t.db, (trx) => runRule(trx, request, NOW)),
      ]);
      expect(again).toEqual(["already", "already"]);
      expect(await runsOf(rule.id)).toHaveLength(1);
      const made = await t.db
        .selectFrom("tasks")
        .select("title")
        .where("projectId", "=", projectId)
        .where("title", "=", "Estimate it")
        .execute();
      expect(made).toHaveLength(1);
    });

    it("stops a chain of rules at its depth: two rules that undo each other do not loop", async () => {
      const projectId = await ownProject();
      const forth = await addRule(projectId, {
        name: "Review means done",
        trigger: { type: "task.moved", to: "review" },
        actions: [{ type: "move", to: "done" }],
      });
      const back = await addRule(projectId, {
        name: "Done means review",
        trigger: { type: "task.moved", to: "done" },
        actions: [{ type: "move", to: "review" }],
      });
      const taskId = await addTask(projectId);
      await move(taskId, "review");
      await t.settleOutbox();
      const forthRuns = await runsOf(forth.id);
      const backRuns = await runsOf(back.id);
      expect(forthRuns.map((run) => [run.depth, run.outcome])).toEqual([
        [1, "done"],
        [3, "skipped"],
      ]);
      expect(backRuns.map((run) => [run.depth, run.outcome])).toEqual([[2, "done"]]);
      expect(forthRuns[1]?.lines).toEqual([
        "Not run: started by another rule's change, and a chain of rules stops at depth 2.",
      ]);
      // A person moved it to Review; the first rule to Done; the second back to Review.
      expect((await taskOf(taskId)).columnId).toBe("review");
    });

    it("hears a column going over its WIP limit", async () => {
      const projectId = await ownProject();
      const limit = await call(
        "consultant",
        "PUT",
        `/projects/${projectId}/columns/inprogress/wip-limit`,
        { wipLimit: 1 },
      );
      expect(limit.statusCode, limit.body).toBe(200);
      const preset = await call("consultant", "POST", `/projects/${projectId}/rules/presets`, {
        preset: "wip-breach",
      });
      expect(preset.statusCode, preset.body).toBe(201);
      const first = await addTask(projectId);
      const second = await addTask(projectId);
      await move(first, "inprogress");
      await move(second, "inprogress");
      await t.settleOutbox();
      const runs = await runsOf(preset.json().id);
      expect(runs.map((run) => [run.taskId, run.cause])).toEqual([
        [second, "In Progress went over its WIP limit"],
      ]);
      const flagged = await labelNamed(projectId, "Flagged");
      expect((await taskOf(second)).labelIds).toEqual([flagged]);
      expect((await taskOf(first)).labelIds).toEqual([]);
    });

    it("done needs review: a card moved to Done from In Progress goes back to Review, and its assignee hears why", async () => {
      const projectId = await ownProject();
      await call("consultant", "POST", `/projects/${projectId}/rules/presets`, {
        preset: "done-needs-review",
      });
      const taskId = await addTask(projectId, { assignedTo: ids().users.client });
      await move(taskId, "inprogress");
      await move(taskId, "done");
      await t.settleOutbox();
      expect((await taskOf(taskId)).columnId).toBe("review");
      expect(await ruleNotices(taskId)).toEqual([
        expect.objectContaining({
          userId: ids().users.client,
          body: "Moved back to Review: work is done once it has been reviewed.",
        }),
      ]);
      // From Review, Done is where it may go.
      await move(taskId, "done");
      await t.settleOutbox();
      expect((await taskOf(taskId)).columnId).toBe("done");
    });

    it("switched off, does nothing", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "Flag new work",
        trigger: { type: "task.created" },
        actions: [{ type: "flag", message: "New" }],
      });
      const off = await call("consultant", "PATCH", `/projects/${projectId}/rules/${rule.id}`, {
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().enabled).toBe(false);
      await addTask(projectId);
      await t.settleOutbox();
      expect(await runsOf(rule.id)).toEqual([]);
    });
  });

  describe("started by time", () => {
    it("early warning flags a task due within three days once, at once, and again for a new due date", async () => {
      const projectId = await ownProject();
      const preset = await call("consultant", "POST", `/projects/${projectId}/rules/presets`, {
        preset: "early-warning",
      });
      const ruleId = preset.json().id as number;
      const soon = await addTask(projectId, {
        dueDate: day(2).toISOString(),
        assignedTo: ids().users.client,
      });
      const later = await addTask(projectId, { dueDate: day(9).toISOString() });
      // Due the same day as the later one: each task is its own event.
      const sameDay = await addTask(projectId, { dueDate: day(9).toISOString() });
      const inReview = await addTask(projectId, {
        dueDate: day(1).toISOString(),
        columnId: "review",
      });
      await t.settleOutbox();

      // Added inside the window, the task is flagged with its creation (through the outbox);
      // the job, a minute on, finds it done.
      expect(await runTimedRules(t.db, new Date(NOW.getTime() + 60_000))).toEqual({ ran: 0 });
      const flagged = await labelNamed(projectId, "Flagged");
      expect((await taskOf(soon)).labelIds).toEqual([flagged]);
      expect((await taskOf(later)).labelIds).toEqual([]);
      expect((await taskOf(inReview)).labelIds).toEqual([]);
      expect(await ruleNotices(soon)).toHaveLength(1);
      expect(await runsOf(ruleId)).toEqual([
        expect.objectContaining({
          taskId: soon,
          eventKey: `due_in:3:${soon}:2026-06-12`,
          cause: "due 2026-06-12, within 3 days",
          outcome: "done",
        }),
      ]);

      // Six days on, the later task comes within three days; the first, moved to a new date, too.
      await call("consultant", "PATCH", `/tasks/${soon}`, { dueDate: day(8).toISOString() });
      expect(await runTimedRules(t.db, day(6))).toEqual({ ran: 3 });
      expect((await runsOf(ruleId)).map((run) => run.eventKey).sort()).toEqual(
        [
          `due_in:3:${soon}:2026-06-12`,
          `due_in:3:${soon}:2026-06-18`,
          `due_in:3:${later}:2026-06-19`,
          `due_in:3:${sameDay}:2026-06-19`,
        ].sort(),
      );
      expect((await taskOf(sameDay)).labelIds).toEqual([flagged]);
    });

    it("overdue catches up a day missed while no server ran, once", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "Overdue goes to the consultant",
        trigger: { type: "task.overdue" },
        actions: [{ type: "notify", to: consultant, message: "Overdue." }],
      });
      const taskId = await addTask(projectId, {
        dueDate: day(1).toISOString(),
        assignedTo: ids().users.client,
      });
      // Not overdue on its day; nothing ran on the day after; three days on, the job runs.
      await runTimedRules(t.db, day(1));
      expect(await runsOf(rule.id)).toEqual([]);
      await runTimedRules(t.db, day(4));
      await runTimedRules(t.db, day(5));
      expect(await runsOf(rule.id)).toEqual([
        expect.objectContaining({
          taskId,
          eventKey: `overdue:${taskId}:2026-06-11`,
          outcome: "done",
        }),
      ]);
    });
  });

  describe("the plan's words: a completed checklist, a milestone, a template's checklist", () => {
    const addMilestone = async (projectId: number, title: string) => {
      const response = await call("consultant", "POST", `/projects/${projectId}/milestones`, {
        title,
        startDate: "2026-06-08",
        dueDate: "2026-06-14",
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const checklistOf = (taskId: number) =>
      t.db
        .selectFrom("taskChecklistItems")
        .select(["id", "text", "done"])
        .where("taskId", "=", taskId)
        .orderBy("position")
        .execute();
    const tick = async (taskId: number, itemId: number, done = true) => {
      const response = await call(
        "consultant",
        "PUT",
        `/tasks/${taskId}/checklist/${itemId}/done`,
        { done },
      );
      expect(response.statusCode, response.body).toBe(200);
    };

    it("adds a template's checklist to the plan's tasks, and moves a task on once it is ticked off", async () => {
      const projectId = await ownProject();
      const week1 = await addMilestone(projectId, "Week 1: foundations");
      const week2 = await addMilestone(projectId, "Week 2: cadence");
      const checklist = await addRule(projectId, {
        name: "Week 1 work meets the definition of done",
        trigger: { type: "task.moved", to: "inprogress" },
        conditions: { milestoneIds: [week1] },
        actions: [{ type: "add_template_checklist", templateId: "definition-of-done-checklist" }],
      });
      expect(checklist.summary).toBe(
        'When a task is moved to In Progress, if it belongs to the milestone "Week 1: foundations", then add the checklist of the template "Definition of done checklist".',
      );
      const onward = await addRule(projectId, {
        name: "Ticked off goes to review",
        trigger: { type: "checklist.done" },
        conditions: { columns: ["inprogress"] },
        actions: [{ type: "move", to: "review" }],
      });
      expect(onward.summary).toBe(
        "When a task's checklist is completed, if it is in In Progress, then move it to Review.",
      );
      const inMilestone = async (milestoneId: number) => {
        const taskId = await addTask(projectId);
        const placed = await call("consultant", "PATCH", `/tasks/${taskId}`, { milestoneId });
        expect(placed.statusCode, placed.body).toBe(200);
        await move(taskId, "inprogress");
        return taskId;
      };
      const planned = await inMilestone(week1);
      const later = await inMilestone(week2);
      await t.settleOutbox();
      const items = await checklistOf(planned);
      expect(items).toHaveLength(8);
      expect(items[0]?.text).toBe("Acceptance criteria met and shown to the product owner");
      expect(await checklistOf(later)).toEqual([]);
      expect((await runsOf(checklist.id)).map((run) => [run.taskId, run.lines])).toEqual([
        [planned, ['Added the 8 checklist items of the template "Definition of done checklist".']],
      ]);

      // Seven of eight ticked: nothing yet. The eighth completes the checklist: one run.
      for (const item of items.slice(0, 7)) await tick(planned, item.id);
      await t.settleOutbox();
      expect(await runsOf(onward.id)).toEqual([]);
      const last = items[7];
      if (!last) throw new Error("the checklist has eight items");
      await tick(planned, last.id);
      await t.settleOutbox();
      expect((await taskOf(planned)).columnId).toBe("review");
      expect(await runsOf(onward.id)).toEqual([
        expect.objectContaining({
          taskId: planned,
          outcome: "done",
          cause: "checklist completed (8 items)",
          lines: ["Moved to Review."],
        }),
      ]);
      // Ticking an item again that is already done completes nothing new.
      await tick(planned, last.id);
      await t.settleOutbox();
      expect(await runsOf(onward.id)).toHaveLength(1);
    });

    it("refuses another project's milestone and a template without a checklist", async () => {
      const projectId = await ownProject();
      const other = await ownProject();
      const elsewhere = await addMilestone(other, "Somebody else's week");
      const foreign = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Elsewhere",
        trigger: { type: "task.created" },
        conditions: { milestoneIds: [elsewhere] },
        actions: [{ type: "flag", message: "x" }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error).toBe(
        "conditions.milestoneIds: choose milestones of this project's roadmap",
      );
      const prose = await call("admin", "POST", "/templates", {
        name: "Steering note",
        category: "Reporting",
        purpose: "A page of prose for the steering group",
        body: "# Steering note\n\nWhat changed this month, in a paragraph.",
      });
      expect(prose.statusCode, prose.body).toBe(201);
      const plain = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Steering",
        trigger: { type: "task.created" },
        actions: [{ type: "add_template_checklist", templateId: prose.json().id }],
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().error).toBe(
        'actions.0.templateId: "Steering note" has no checklist: choose a template with one',
      );
      const missing = await call("consultant", "POST", `/projects/${projectId}/rules`, {
        name: "Nothing",
        trigger: { type: "task.created" },
        actions: [{ type: "add_template_checklist", templateId: "no-such-template" }],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe("actions.0.templateId: choose a template of the library");
      expect(
        await t.db.selectFrom("rules").select("id").where("projectId", "=", projectId).execute(),
      ).toEqual([]);
    });

    it("replays a completed checklist in the test mode", async () => {
      const projectId = await ownProject();
      const done = await addTask(projectId);
      const open = await addTask(projectId);
      for (const taskId of [done, open]) {
        const added = await call("consultant", "POST", `/tasks/${taskId}/checklist`, {
          text: "Notes published",
        });
        expect(added.statusCode, added.body).toBe(201);
      }
      const [item] = await checklistOf(done);
      if (!item) throw new Error("the checklist has an item");
      await tick(done, item.id);
      const tried = await call("consultant", "POST", `/projects/${projectId}/rules/test`, {
        trigger: { type: "checklist.done" },
        actions: [{ type: "move", to: "review" }],
      });
      expect(tried.statusCode, tried.body).toBe(200);
      expect(tried.json().matches).toEqual([
        expect.objectContaining({
          taskId: done,
          cause: "checklist completed",
          lines: ["Would move it to Review."],
        }),
      ]);
    });
  });

  describe("test mode", () => {
    it("shows what a rule would have done in the last 30 days, changing nothing", async () => {
      const projectId = await ownProject();
      const urgent = await addTask(projectId, { priority: "high" });
      await addTask(projectId, { priority: "low" });
      const tried = await call("consultant", "POST", `/projects/${projectId}/rules/test`, {
        trigger: { type: "task.created" },
        conditions: { priorities: ["high"] },
        actions: [{ type: "move", to: "inprogress" }],
      });
      expect(tried.statusCode, tried.body).toBe(200);
      expect(tried.json()).toMatchObject({
        replayable: true,
        truncated: false,
        matches: [
          {
            taskId: urgent,
            taskTitle: "Ship the release notes",
            cause: "task created",
            lines: ["Would move it to In Progress."],
          },
        ],
      });
      expect((await taskOf(urgent)).columnId).toBe("todo");
      const wip = await call("consultant", "POST", `/projects/${projectId}/rules/test`, {
        trigger: { type: "wip.exceeded" },
        actions: [{ type: "flag", message: "Over" }],
      });
      expect(wip.json()).toMatchObject({ replayable: false, matches: [] });
      expect(wip.json().note).toContain("cannot be replayed");
      const client = await call("client", "POST", `/projects/${projectId}/rules/test`, {
        trigger: { type: "task.created" },
        actions: [{ type: "flag", message: "x" }],
      });
      expect(client.statusCode).toBe(403);
    });
  });
});
