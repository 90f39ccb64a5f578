/**
 * Rules without a task (docs/rules.md): on a risk's score and on a schedule, under a frozen
 * clock. A risk logged or re-scored at the rule's score runs it once per crossing, whoever raised
 * it; a schedule runs once per occurrence, and once, late, for occurrences missed while no server
 * ran. Neither takes a condition or an action on a task. A rule's post to the team's channel
 * reaches Slack (the fake on loopback), naming the task or the risk it is about.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personNameSql } from "../../db/user-columns.js";
import { withTransaction } from "../../lib/transaction.js";
import { FAKE_SETTINGS, FakeProviders, type Received } from "../../test/fake-providers.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { routineCalls } from "../../test/routine-calls.js";
import { runRule } from "./run-rule.js";
import { runTimedRules } from "./run-timed-rules.js";

const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const slackText = (request: Received) => (JSON.parse(request.body) as { text: string }).text;

/** Wednesday 10 June 2026, 08:00 UTC. */
const NOW = new Date("2026-06-10T08:00:00.000Z");
const at = (iso: string) => new Date(iso);

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      INTEGRATION_TIMEOUT_MS: "1500",
      NOTIFICATION_RETRY_DELAYS_MS: "50,100",
    }),
  });
  const { call, ids, ownProject, moveTo } = routineCalls(t, NOW);
  let consultantName: string;
  /** The minute job at `iso`, with the app's clock there too (what it sends is due then). */
  const jobAt = async (iso: string) => {
    await moveTo(at(iso));
    await runTimedRules(t.db, at(iso));
  };

  beforeAll(async () => {
    const saved = await call("admin", "PUT", "/integrations/slack/settings", FAKE_SETTINGS.Slack);
    expect(saved.statusCode, saved.body).toBe(200);
    await t.settleOutbox();
    consultantName = (
      await t.db
        .selectFrom("users")
        .select(personNameSql("users").as("name"))
        .where("id", "=", ids().users.consultant)
        .executeTakeFirstOrThrow()
    ).name;
  });

  const addRule = async (projectId: number, rule: object) => {
    const response = await call("consultant", "POST", `/projects/${projectId}/rules`, rule);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; summary: string };
  };
  const runsOf = (ruleId: number) =>
    t.db
      .selectFrom("ruleRuns")
      .select(["taskId", "outcome", "lines", "cause"])
      .where("ruleId", "=", ruleId)
      .orderBy("id")
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          lines: (typeof row.lines === "string" ? JSON.parse(row.lines) : row.lines) as string[],
        })),
      );
  const tasksTitled = (projectId: number, title: string) =>
    t.db
      .selectFrom("tasks")
      .select(["id", "description", "assignedTo"])
      .where("projectId", "=", projectId)
      .where("title", "=", title)
      .orderBy("id")
      .execute();
  const ruleNotices = (projectId: number) =>
    t.db
      .selectFrom("notifications")
      .select(["userId", "title", "body", "taskId"])
      .where("kind", "=", "rule")
      .where("projectId", "=", projectId)
      .orderBy("id")
      .execute();

  describe("on a risk's score", () => {
    it("runs once per crossing of its score, for a client's risk too: tells the owner, makes a linked task, posts to Slack", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "High risks get a plan",
        trigger: { type: "risk.scored", min: 12 },
        actions: [
          { type: "notify", to: "assignee", message: "Plan a response" },
          { type: "create_task", title: "Mitigate the risk" },
          { type: "notify_channel", message: "A high risk was logged" },
        ],
      });
      expect(rule.summary).toBe(
        'When a risk scores 12 or more (probability × impact), then tell its owner "Plan a response", then create the task "Mitigate the risk", then post "A high risk was logged" to the team\'s channel.',
      );
      fake.reset();
      // Raised by the client at 6: below the rule's score.
      const raised = await call("client", "POST", `/projects/${projectId}/raid`, {
        kind: "risk",
        title: "Supplier ships late",
        probability: 2,
        impact: 3,
      });
      expect(raised.statusCode, raised.body).toBe(201);
      const riskId = (raised.json() as { id: number }).id;
      const risk = `/projects/${projectId}/raid/${riskId}`;
      await t.settleOutbox();
      expect(await runsOf(rule.id)).toEqual([]);

      // Re-scored to 16 and given an owner: the rule runs.
      const rescored = await call("consultant", "PATCH", risk, {
        probability: 4,
        impact: 4,
        ownerId: ids().users.consultant,
      });
      expect(rescored.statusCode, rescored.body).toBe(200);
      await t.settleOutbox();
      const [made] = await tasksTitled(projectId, "Mitigate the risk");
      expect(made).toMatchObject({
        description:
          'Added by the rule "High risks get a plan" for the risk "Supplier ships late" of the project\'s RAID register.',
        assignedTo: ids().users.consultant,
      });
      expect(await runsOf(rule.id)).toEqual([
        {
          taskId: null,
          outcome: "done",
          cause: 'risk "Supplier ships late" scored 16 (4 × 4), 12 or more',
          lines: [
            `Told ${consultantName}: "Plan a response".`,
            `Created task #${made?.id} "Mitigate the risk", linked to the risk and given to ${consultantName}.`,
            'Posted to the team\'s channel: "A high risk was logged".',
          ],
        },
      ]);
      expect(await ruleNotices(projectId)).toEqual([
        {
          userId: ids().users.consultant,
          title: 'High risks get a plan: the risk "Supplier ships late"',
          body: "Plan a response",
          taskId: null,
        },
      ]);
      const entry = await call("client", "GET", `/projects/${projectId}/raid`);
      expect(
        (entry.json() as { entries: { id: number; taskIds: number[] }[] }).entries.find(
          (e) => e.id === riskId,
        )?.taskIds,
      ).toEqual([made?.id]);
      const project = await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(fake.of("Slack").map(slackText)).toEqual([
        `High risks get a plan (${project.name}): A high risk was logged. Risk: "Supplier ships late".`,
      ]);

      // Still high after an edit of its response: no new event.
      await call("consultant", "PATCH", risk, { response: "Second supplier on standby" });
      await t.settleOutbox();
      expect(await runsOf(rule.id)).toHaveLength(1);
      // Down to 8, then up to 20: a new crossing. Closed, then reopened at 20: another.
      await call("consultant", "PATCH", risk, { probability: 2 });
      await call("consultant", "PATCH", risk, { probability: 5 });
      await call("consultant", "PATCH", risk, { status: "closed" });
      await call("consultant", "PATCH", risk, { status: "open" });
      await t.settleOutbox();
      expect((await runsOf(rule.id)).map((run) => run.cause)).toEqual([
        'risk "Supplier ships late" scored 16 (4 × 4), 12 or more',
        'risk "Supplier ships late" scored 20 (5 × 4), 12 or more',
        'risk "Supplier ships late" scored 20 (5 × 4), 12 or more',
      ]);
      // Other kinds of entry never start it, whatever they say.
      await call("consultant", "POST", `/projects/${projectId}/raid`, {
        kind: "issue",
        title: "The supplier is late",
      });
      await t.settleOutbox();
      expect(await runsOf(rule.id)).toHaveLength(3);
    });

    it("skips a run whose risk was closed or lowered before it ran, saying why", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "Tell the consultant",
        trigger: { type: "risk.scored", min: 15 },
        actions: [{ type: "notify", to: ids().users.consultant, message: "High risk" }],
      });
      const raised = await call("consultant", "POST", `/projects/${projectId}/raid`, {
        kind: "risk",
        title: "Key person leaves",
        probability: 5,
        impact: 5,
      });
      const riskId = (raised.json() as { id: number }).id;
      await t.settleOutbox();
      // Lowered, and the same run delivered again under another key (a message the outbox
      // held while the risk changed): the run reads the risk as it is now.
      await call("consultant", "PATCH", `/projects/${projectId}/raid/${riskId}`, {
        probability: 1,
      });
      const late = { ruleId: rule.id, riskId, cause: "late delivery", depth: 1 };
      await withTransaction(t.db, (trx) => runRule(trx, { ...late, eventKey: "late:1" }, NOW));
      await call("consultant", "PATCH", `/projects/${projectId}/raid/${riskId}`, {
        probability: 5,
        status: "closed",
      });
      await withTransaction(t.db, (trx) => runRule(trx, { ...late, eventKey: "late:2" }, NOW));
      await call("consultant", "DELETE", `/projects/${projectId}/raid/${riskId}`);
      await withTransaction(t.db, (trx) => runRule(trx, { ...late, eventKey: "late:3" }, NOW));
      expect((await runsOf(rule.id)).map((run) => [run.outcome, run.lines])).toEqual([
        ["done", [`Told ${consultantName}: "High risk".`]],
        ["skipped", ["Not run: the risk no longer scores 15 or more."]],
        ["skipped", ["Not run: the risk was closed before the rule ran."]],
        ["skipped", ["Not run: the risk was deleted."]],
      ]);
      expect(await ruleNotices(projectId)).toHaveLength(1);
    });
  });

  describe("on a schedule", () => {
    it("runs once per occurrence, and once, late, for the latest of those missed while no server ran", async () => {
      const projectId = await ownProject();
      const rule = await addRule(projectId, {
        name: "Weekly risk review",
        trigger: {
          type: "schedule",
          recurrence: "FREQ=WEEKLY;BYDAY=MO",
          startsOn: "2026-06-01",
          time: "09:00",
        },
        actions: [
          { type: "create_task", title: "Review the risks" },
          { type: "notify", to: ids().users.consultant, message: "Risk review today" },
        ],
      });
      expect(rule.summary).toBe(
        'When its schedule comes round (every week on Monday at 09:00 UTC), then create the task "Review the risks", then tell ' +
          `${consultantName} "Risk review today".`,
      );
      // Made on Wednesday: Monday's occurrence before it is not run.
      await jobAt(NOW.toISOString());
      expect(await runsOf(rule.id)).toEqual([]);

      await jobAt("2026-06-15T09:00:30Z");
      await jobAt("2026-06-15T09:01:30Z");
      const [made] = await tasksTitled(projectId, "Review the risks");
      expect(await runsOf(rule.id)).toEqual([
        {
          taskId: null,
          outcome: "done",
          cause: "scheduled for 2026-06-15 09:00 UTC",
          lines: [
            `Created task #${made?.id} "Review the risks".`,
            `Told ${consultantName}: "Risk review today".`,
          ],
        },
      ]);
      expect(made?.description).toBe(
        'Added by the rule "Weekly risk review" (scheduled for 2026-06-15 09:00 UTC).',
      );
      expect(await ruleNotices(projectId)).toEqual([
        {
          userId: ids().users.consultant,
          title: "Weekly risk review",
          body: "Risk review today",
          taskId: null,
        },
      ]);

      // No server ran from before Monday 22 June to Wednesday 8 July: three Mondays missed,
      // one late run, for the latest.
      await jobAt("2026-07-08T08:00:00Z");
      await jobAt("2026-07-08T08:01:00Z");
      expect((await runsOf(rule.id)).map((run) => run.cause)).toEqual([
        "scheduled for 2026-06-15 09:00 UTC",
        "scheduled for 2026-07-06 09:00 UTC, run late: no server ran then",
      ]);
      expect(await tasksTitled(projectId, "Review the risks")).toHaveLength(2);
      await moveTo(NOW);
    });

    it("keeps its time zone's wall clock, and counts from its last change", async () => {
      const projectId = await ownProject();
      await moveTo(NOW);
      const rule = await addRule(projectId, {
        name: "Friday note",
        trigger: {
          type: "schedule",
          recurrence: "FREQ=WEEKLY;BYDAY=FR",
          startsOn: "2026-06-01",
          time: "16:00",
          timeZone: "Europe/Paris",
        },
        actions: [{ type: "notify_channel", message: "Status notes are due" }],
      });
      // Switched off over Friday 12 June and on again on Saturday: that Friday is not caught up.
      await call("consultant", "PATCH", `/projects/${projectId}/rules/${rule.id}`, {
        enabled: false,
      });
      await moveTo(at("2026-06-13T10:00:00Z"));
      await call("consultant", "PATCH", `/projects/${projectId}/rules/${rule.id}`, {
        enabled: true,
      });
      await jobAt("2026-06-13T10:01:00Z");
      expect(await runsOf(rule.id)).toEqual([]);
      // 16:00 in Paris in June is 14:00 UTC.
      await jobAt("2026-06-19T13:59:00Z");
      expect(await runsOf(rule.id)).toEqual([]);
      fake.reset();
      await jobAt("2026-06-19T14:00:10Z");
      expect((await runsOf(rule.id)).map((run) => run.cause)).toEqual([
        "scheduled for 2026-06-19 16:00 Europe/Paris",
      ]);
      await t.settleOutbox();
      expect(fake.of("Slack").map(slackText)).toEqual([
        expect.stringMatching(/^Friday note \(.+\): Status notes are due\.$/),
      ]);
      await moveTo(NOW);
    });
  });

  describe("written", () => {
    it("refuses conditions and task actions on a rule without a task, and a change that would mix them", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/rules`;
      const conditioned = await call("consultant", "POST", path, {
        name: "High risks",
        trigger: { type: "risk.scored" },
        conditions: { priorities: ["high"] },
        actions: [{ type: "notify_channel", message: "High risk" }],
      });
      expect(conditioned.statusCode).toBe(400);
      expect(conditioned.json().error).toBe(
        "conditions.priorities: a rule on a risk's score has no task to check: leave the conditions out",
      );
      const flagging = await call("consultant", "POST", path, {
        name: "Monday",
        trigger: {
          type: "schedule",
          recurrence: "FREQ=WEEKLY",
          startsOn: "2026-06-01",
          time: "09:00",
        },
        actions: [{ type: "flag", message: "x" }],
      });
      expect(flagging.statusCode).toBe(400);
      expect(flagging.json().error).toBe(
        "actions.0.type: a rule on a schedule has no task to act on: it can notify, post to the channel or create a task",
      );
      const nobody = await call("consultant", "POST", path, {
        name: "Monday",
        trigger: {
          type: "schedule",
          recurrence: "FREQ=WEEKLY",
          startsOn: "2026-06-01",
          time: "09:00",
        },
        actions: [{ type: "notify", to: "assignee", message: "x" }],
      });
      expect(nobody.json().error).toBe(
        "actions.0.to: a rule on a schedule has no assignee to tell: choose a person",
      );
      const badRule = await call("consultant", "POST", path, {
        name: "Hourly",
        trigger: {
          type: "schedule",
          recurrence: "FREQ=HOURLY",
          startsOn: "2026-06-01",
          time: "09:00",
        },
        actions: [{ type: "notify_channel", message: "x" }],
      });
      expect(badRule.statusCode).toBe(400);
      expect(badRule.json().error).toMatch(/^trigger\.recurrence: must be a recurrence rule/);
      const tooHigh = await call("consultant", "POST", path, {
        name: "Impossible",
        trigger: { type: "risk.scored", min: 26 },
        actions: [{ type: "notify_channel", message: "x" }],
      });
      expect(tooHigh.json().error).toBe("trigger.min: must be at most 25 (5 × 5)");

      // A task rule that flags, switched to a schedule: the flag it keeps cannot run.
      const flagger = await call("consultant", "POST", path, {
        name: "Flag new work",
        trigger: { type: "task.created" },
        actions: [{ type: "flag", message: "New" }],
      });
      const switched = await call(
        "consultant",
        "PATCH",
        `${path}/${(flagger.json() as { id: number }).id}`,
        {
          trigger: {
            type: "schedule",
            recurrence: "FREQ=DAILY",
            startsOn: "2026-06-01",
            time: "09:00",
          },
        },
      );
      expect(switched.statusCode).toBe(400);
      expect(switched.json().error).toBe(
        "actions.0.type: a rule on a schedule has no task to act on: it can notify, post to the channel or create a task",
      );
      expect((await call("client", "GET", path)).json().rules).toEqual([
        expect.objectContaining({ name: "Flag new work", trigger: { type: "task.created" } }),
      ]);
    });

    it("tries a rule on a risk's score and a schedule on the last 30 days", async () => {
      const projectId = await ownProject();
      await call("consultant", "POST", `/projects/${projectId}/raid`, {
        kind: "risk",
        title: "Budget cut",
        probability: 3,
        impact: 5,
      });
      await call("consultant", "POST", `/projects/${projectId}/raid`, {
        kind: "risk",
        title: "Minor typo risk",
        probability: 1,
        impact: 2,
      });
      const risky = await call("consultant", "POST", `/projects/${projectId}/rules/test`, {
        trigger: { type: "risk.scored", min: 12 },
        actions: [{ type: "notify", to: "assignee", message: "Plan it" }],
      });
      expect(risky.statusCode, risky.body).toBe(200);
      expect(risky.json()).toMatchObject({
        replayable: true,
        matches: [
          {
            taskId: null,
            taskTitle: null,
            at: NOW.toISOString(),
            cause: 'risk "Budget cut" scored 15 (3 × 5), 12 or more',
            lines: ['Would tell its owner "Plan it".'],
          },
        ],
      });
      const scheduled = await call("consultant", "POST", `/projects/${projectId}/rules/test`, {
        trigger: {
          type: "schedule",
          recurrence: "FREQ=WEEKLY;BYDAY=MO",
          startsOn: "2026-01-05",
          time: "09:00",
        },
        actions: [{ type: "notify_channel", message: "Monday" }],
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      // 11 May to 10 June: five Mondays, newest first.
      expect(
        (scheduled.json() as { matches: { cause: string }[] }).matches.map((m) => m.cause),
      ).toEqual([
        "scheduled for 2026-06-08 09:00 UTC",
        "scheduled for 2026-06-01 09:00 UTC",
        "scheduled for 2026-05-25 09:00 UTC",
        "scheduled for 2026-05-18 09:00 UTC",
        "scheduled for 2026-05-11 09:00 UTC",
      ]);
    });
  });

  describe("on a task, posting to the channel", () => {
    it("reaches Slack once, naming the task", async () => {
      const projectId = await ownProject();
      await addRule(projectId, {
        name: "Announce urgent work",
        trigger: { type: "task.created" },
        conditions: { priorities: ["high"] },
        actions: [{ type: "notify_channel", message: "Urgent work came in" }],
      });
      fake.reset();
      const task = await call("consultant", "POST", "/tasks", {
        projectId,
        title: "Fix the login",
        priority: "high",
      });
      expect(task.statusCode, task.body).toBe(201);
      await t.settleOutbox();
      await t.settleOutbox();
      expect(fake.of("Slack").map(slackText)).toEqual([
        expect.stringMatching(
          /^Announce urgent work \(.+\): Urgent work came in\. Task: "Fix the login"\.$/,
        ),
      ]);
    });
  });
});
