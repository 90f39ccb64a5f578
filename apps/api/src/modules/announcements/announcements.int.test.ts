/**
 * Slack and Microsoft Teams notifications, delivered to the fake providers on loopback: what is
 * announced (signups, assignments, completed tasks, health dropping a band), that delivery is
 * retried with backoff and then given up and logged, and that the request which caused the
 * event never waits for the webhook.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SETTINGS, FakeProviders, type Received } from "../../test/fake-providers.js";
import { demoIds, freshLead, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { runHealthChecks } from "../health/health-check.js";

const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** The text a webhook request carried: Slack's `text`, or the Teams card's TextBlock. */
function posted(request: Received | undefined): string | undefined {
  if (!request) return undefined;
  const body = JSON.parse(request.body) as {
    text?: string;
    attachments?: { content: { body: { text: string }[] } }[];
  };
  return body.text ?? body.attachments?.[0]?.content.body[0]?.text;
}

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      // Generous, so a loaded machine never turns a good delivery into a timeout and a retry
      // (the fake's slow mode waits longer still).
      INTEGRATION_TIMEOUT_MS: "1500",
      NOTIFICATION_RETRY_DELAYS_MS: "50,100",
    }),
  });
  let admin: string;
  const settled = () => t.settleOutbox();

  beforeAll(async () => {
    admin = await t.session("admin");
    for (const name of ["Slack", "Microsoft Teams"] as const) {
      const saved = await t.request({
        method: "PUT",
        url: `/api/integrations/${encodeURIComponent(name)}/settings`,
        headers: { cookie: admin },
        payload: FAKE_SETTINGS[name],
      });
      expect(saved.statusCode).toBe(200);
    }
    const enabled = await t.request({
      method: "POST",
      url: "/api/integrations/microsoft-teams/toggle",
      headers: { cookie: admin },
      payload: { enabled: true },
    });
    expect(enabled.statusCode).toBe(200);
  });
  beforeEach(async () => {
    await settled();
    fake.reset();
  });

  describe("what is announced", () => {
    it("a signup, to Slack and to Teams", async () => {
      const response = await t.request({
        method: "POST",
        url: "/api/leads",
        payload: {
          name: "Ada <Lovelace>",
          email: "ada@example.com",
          company: "Analytical & Co",
          teamSize: "6-20",
          planType: "pro",
        },
      });
      expect(response.statusCode).toBe(201);
      await settled();
      expect(posted(fake.of("Slack")[0])).toBe(
        "New signup: Ada &lt;Lovelace&gt; from Analytical &amp; Co, team of 6-20 (Pro plan).",
      );
      expect(posted(fake.of("Microsoft Teams")[0])).toBe(
        "New signup: Ada <Lovelace> from Analytical & Co, team of 6-20 (Pro plan).",
      );
      const slack = await t.db
        .selectFrom("integrations")
        .select(["status", "syncCount", "lastError"])
        .where("name", "=", "Slack")
        .executeTakeFirstOrThrow();
      expect(slack).toMatchObject({ status: "active", lastError: null });
      expect(slack.syncCount).toBeGreaterThanOrEqual(1);
    });

    it("a lead assignment", async () => {
      const ids = await demoIds(t.db);
      const leadId = await freshLead(t.db);
      const lead = await t.db
        .selectFrom("leads")
        .select("name")
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      const consultant = await t.db
        .selectFrom("users")
        .select(["firstName", "lastName"])
        .where("id", "=", ids.users.consultant)
        .executeTakeFirstOrThrow();
      const response = await t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie: admin },
        payload: { consultantId: ids.users.consultant },
      });
      expect(response.statusCode).toBe(200);
      await settled();
      const admins = await t.db
        .selectFrom("users")
        .select(["firstName", "lastName"])
        .where("id", "=", ids.users.admin)
        .executeTakeFirstOrThrow();
      const name = (u: { firstName: string | null; lastName: string | null }) =>
        [u.firstName, u.lastName].filter(Boolean).join(" ");
      expect(posted(fake.of("Microsoft Teams")[0])).toBe(
        `Lead ${lead.name} was assigned to ${name(consultant)} by ${name(admins)}.`,
      );
    });

    it("a task completed by its status or by a move to Done, once", async () => {
      const ids = await demoIds(t.db);
      const byStatus = await freshTask(t.db, ids.relaunch);
      const byMove = await freshTask(t.db, ids.relaunch);
      const titles = await t.db
        .selectFrom("tasks")
        .select(["id", "title"])
        .where("id", "in", [byStatus, byMove])
        .execute();
      const title = (id: number) => titles.find((row) => row.id === id)?.title;
      const setStatus = (taskId: number, status: string) =>
        t.request({
          method: "PUT",
          url: `/api/tasks/${taskId}/status`,
          headers: { cookie: admin },
          payload: { status },
        });
      expect((await setStatus(byStatus, "completed")).statusCode).toBe(200);
      const moved = await t.request({
        method: "PUT",
        url: `/api/tasks/${byMove}/move`,
        headers: { cookie: admin },
        payload: { columnId: "done", orderIndex: 0 },
      });
      expect(moved.statusCode).toBe(200);
      // Already completed: no second announcement.
      expect((await setStatus(byStatus, "completed")).statusCode).toBe(200);
      await settled();
      const admins = await t.db
        .selectFrom("users")
        .select(["firstName", "lastName", "username"])
        .where("id", "=", ids.users.admin)
        .executeTakeFirstOrThrow();
      const by = [admins.firstName, admins.lastName].filter(Boolean).join(" ") || admins.username;
      expect(fake.of("Slack").map(posted).sort()).toEqual(
        [byStatus, byMove]
          .map((id) => `Task completed in Northwind Website Relaunch: "${title(id)}" (by ${by}).`)
          .sort(),
      );
    });

    it("a project's health dropping a band, once", async () => {
      const ids = await demoIds(t.db);
      const projectId = await freshProject(t.db, {
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      });
      const project = await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      // Last seen green; with no tasks its score is now 0: red.
      await t.db
        .insertInto("projectHealthBands")
        .values({ projectId, band: "green", score: 90 })
        .execute();
      // Two rounds of the periodic health check: the drop is announced once.
      for (let round = 0; round < 2; round += 1) {
        await runHealthChecks(t.db, new Date());
        await settled();
      }
      expect(fake.of("Slack").map(posted)).toEqual([
        `Health of ${project.name} dropped from green (80 and above) to red (below 60): overall score 0, was 90.`,
      ]);
    });

    it("nothing to an integration that is switched off", async () => {
      await t.request({
        method: "POST",
        url: "/api/integrations/microsoft-teams/toggle",
        headers: { cookie: admin },
        payload: { enabled: false },
      });
      await t.request({
        method: "POST",
        url: "/api/leads",
        payload: { name: "Quiet Lead", email: "quiet@example.com" },
      });
      await settled();
      expect(fake.of("Microsoft Teams")).toEqual([]);
      expect(fake.of("Slack")).toHaveLength(1);
      await t.request({
        method: "POST",
        url: "/api/integrations/microsoft-teams/toggle",
        headers: { cookie: admin },
        payload: { enabled: true },
      });
    });
  });

  describe("delivery", () => {
    // A different person and network each time: a repeat of one e-mail updates its lead
    // without a second notification, and the signup limit counts per network.
    let signups = 0;
    const signup = (name: string) =>
      t.request({
        method: "POST",
        url: "/api/leads",
        payload: { name, email: `person-${++signups}@example.com` },
        remoteAddress: `192.0.2.${signups}`,
      });

    it("is retried with backoff until it goes through", async () => {
      fake.failTimes.set("Slack", 2);
      expect((await signup("Retry Lead")).statusCode).toBe(201);
      await settled();
      const attempts = fake.of("Slack");
      expect(attempts).toHaveLength(3);
      expect(attempts.map(posted)).toEqual(
        Array(3).fill("New signup: Retry Lead (Free Trial plan)."),
      );
      const warnings = await t.db
        .selectFrom("systemLogs")
        .select(["level", "message"])
        .where("module", "=", "notifications")
        .where("message", "like", "Slack: attempt %")
        .orderBy("id")
        .execute();
      expect(warnings.slice(-2).map((w) => w.message.split(".")[0])).toEqual([
        "Slack: attempt 1 failed, retrying in 50 ms",
        "Slack: attempt 2 failed, retrying in 100 ms",
      ]);
      const slack = await t.db
        .selectFrom("integrations")
        .select(["status", "lastError"])
        .where("name", "=", "Slack")
        .executeTakeFirstOrThrow();
      expect(slack).toEqual({ status: "active", lastError: null });
    });

    it("is given up after the last retry, recorded and logged without the webhook", async () => {
      fake.modes.set("Microsoft Teams", "unavailable");
      const before = await t.db
        .selectFrom("integrations")
        .select("errorCount")
        .where("name", "=", "Microsoft Teams")
        .executeTakeFirstOrThrow();
      expect((await signup("Unlucky Lead")).statusCode).toBe(201);
      await settled();
      expect(fake.of("Microsoft Teams")).toHaveLength(3);
      const teams = await t.db
        .selectFrom("integrations")
        .select(["status", "errorCount", "lastError"])
        .where("name", "=", "Microsoft Teams")
        .executeTakeFirstOrThrow();
      expect(teams.status).toBe("error");
      expect(teams.errorCount).toBe(before.errorCount + 1);
      expect(teams.lastError).toBe(
        'Microsoft Teams had a problem on its side (HTTP 503: "Service Unavailable"). Try again later.',
      );
      const errors = await t.db
        .selectFrom("systemLogs")
        .selectAll()
        .where("level", "=", "error")
        .where("module", "=", "integrations")
        .where("message", "like", "Microsoft Teams: notification not delivered%")
        .execute();
      expect(errors).toHaveLength(1);
      expect(errors[0]?.metadata).toMatchObject({ attempts: 3, outcome: "provider_error" });
      const everything = JSON.stringify(await t.db.selectFrom("systemLogs").selectAll().execute());
      expect(everything).not.toContain("fake-teams-0009");
      expect(everything).not.toContain("fakeslack0008");
      fake.modes.delete("Microsoft Teams");
    });

    it("never holds up the request that caused it", async () => {
      // The webhooks never answer: a call to one ends only when Cairn gives up on it (1.5 s).
      fake.modes.set("Slack", "silent");
      fake.modes.set("Microsoft Teams", "silent");
      const response = await signup("Patient Lead");
      expect(response.statusCode).toBe(201);
      // Answered before any webhook call was given up: the request waited for none of them.
      expect(fake.dropped.size).toBe(0);
      // Each unanswered call timed out and was tried again, then given up.
      await settled();
      expect(fake.of("Slack")).toHaveLength(3);
      await vi.waitFor(() => expect(fake.dropped.get("Slack")).toBe(3));
    });

    it("is not retried when the webhook refuses it", async () => {
      fake.modes.set("Slack", "unauthorized");
      await signup("Refused Lead");
      await settled();
      expect(fake.of("Slack")).toHaveLength(1);
      const slack = await t.db
        .selectFrom("integrations")
        .select("lastError")
        .where("name", "=", "Slack")
        .executeTakeFirstOrThrow();
      expect(slack.lastError).toMatch(
        /^Slack refused the credentials \(HTTP 403: "invalid_token"\)/,
      );
    });
  });
});
