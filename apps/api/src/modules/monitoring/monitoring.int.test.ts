/**
 * Monitoring through HTTP: metrics that move when requests and queries happen, the health
 * status, the error log with its filters, the recent activity, and the Prometheus endpoint
 * with its two ways in.
 */
import type {
  ActivityEntry,
  LogEntry,
  SystemHealth,
  SystemMetrics,
} from "@cairn/schema/monitoring";
import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { writeSystemLog } from "../../lib/system-log.js";
import { demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { finishJob } from "../jobs/jobs.repo.js";
import { markFailed } from "../outbox/outbox.repo.js";

const METRICS_TOKEN = "metrics-token-for-the-tests-0123";

forEachDatabase((kind) => {
  const t = useTestApp(kind, { env: { METRICS_TOKEN } });
  let admin: string;
  let consultant: string;

  beforeAll(async () => {
    admin = await t.session("admin");
    consultant = await t.session("consultant");
  });

  const metrics = async () => {
    const response = await t.request({ method: "GET", url: "/api/monitoring/metrics" });
    expect(response.statusCode).toBe(200);
    return response.json<SystemMetrics>();
  };

  describe("GET /api/monitoring/metrics", () => {
    it("counts API requests, and not its own", async () => {
      const before = await metrics();
      await t.request({ method: "GET", url: "/api/templates" });
      await t.request({ method: "GET", url: "/api/integrations" });
      await t.request({ method: "GET", url: "/api/no-such-path" });
      await t.request({ method: "GET", url: "/api/monitoring/health" });
      const after = await metrics();
      expect(after.api.totalRequests).toBe(before.api.totalRequests + 3);
      // A 404 is the client's mistake, not an error of the API.
      expect(after.api.errorRate).toBe(0);
      expect(after.api.avgResponseTime).toBeGreaterThan(0);
      expect(Date.parse(after.collectedAt)).toBeGreaterThanOrEqual(Date.parse(after.startedAt));
    });

    it("counts database queries and their errors", async () => {
      const before = await metrics();
      await t.request({ method: "GET", url: "/api/integrations" });
      await expect(sql`select * from no_such_table`.execute(t.db)).rejects.toThrow();
      const after = await metrics();
      // The list, the failed statement, and the ping of each metrics call.
      expect(after.database.queryCount).toBeGreaterThanOrEqual(before.database.queryCount + 3);
      expect(after.database.errorCount).toBe(before.database.errorCount + 1);
      expect(after.database).toMatchObject({ connected: true });
      expect(after.database.avgResponseTime).toBeGreaterThan(0);
    });

    it("lists every integration's record", async () => {
      const { integrations } = await metrics();
      expect(integrations).toHaveLength(10);
      // Switched on in the demo, but without its webhook: said so, not "connected".
      expect(integrations.find((i) => i.name === "Slack")).toEqual({
        name: "Slack",
        status: "active",
        state: "not_configured",
        lastSync: null,
        syncCount: 0,
        errorCount: 0,
        responseTime: null,
        lastError: null,
      });
    });
  });

  describe("GET /api/monitoring/health", () => {
    it("is healthy with the database answering and no failures", async () => {
      const response = await t.request({ method: "GET", url: "/api/monitoring/health" });
      expect(response.statusCode).toBe(200);
      const health = response.json<SystemHealth>();
      expect(health).toMatchObject({
        status: "healthy",
        message: "All systems are working.",
        checks: { database: { ok: true }, errorRate: { ok: true, percent: 0 } },
      });
    });

    it("warns with what failed and since when, and logs each failed job and delivery", async () => {
      const ids = await demoIds(t.db);
      await t.db
        .updateTable("integrations")
        .set({
          enabled: true,
          status: "error",
          lastError: "HTTP 401",
          updatedAt: "2026-11-28T10:02:00Z",
        })
        .where("name", "=", "Trello")
        .execute();
      const job = await t.db
        .insertInto("jobs")
        .values({
          kind: "export",
          target: "trello",
          projectId: ids.relaunch,
          state: "running",
          input: "{}",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await finishJob(
        t.db,
        job.id,
        { state: "failed", report: null, error: "Trello refused the board." },
        new Date(),
      );
      const message = await t.db
        .insertInto("outbox")
        .values({ kind: "email", payload: "{}" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await markFailed(t.db, message.id, "The mail server refused the recipient.");

      const health = (
        await t.request({ method: "GET", url: "/api/monitoring/health" })
      ).json<SystemHealth>();
      expect(health.status).toBe("warning");
      expect(health.message).toContain("Trello is failing (since 2026-11-28 10:02 UTC).");
      expect(health.message).toContain("1 background job failed");
      expect(health.message).toContain("1 outbox message could not be delivered");
      expect(health.checks.work.ok).toBe(false);
      const logs = (
        await t.request({
          method: "GET",
          url: "/api/monitoring/logs?level=error&limit=50",
          headers: { cookie: admin },
        })
      ).json<LogEntry[]>();
      expect(logs.map((entry) => [entry.module, entry.message])).toEqual(
        expect.arrayContaining([
          ["jobs", "The export to trello failed: Trello refused the board."],
          [
            "outbox",
            'A "email" message could not be delivered: The mail server refused the recipient.',
          ],
        ]),
      );

      // Put right: the integration works again, the job is resumed, the message delivered.
      await t.db
        .updateTable("integrations")
        .set({ status: "active" })
        .where("name", "=", "Trello")
        .execute();
      await t.db.updateTable("jobs").set({ state: "succeeded" }).where("id", "=", job.id).execute();
      await t.db
        .updateTable("outbox")
        .set({ status: "delivered" })
        .where("id", "=", message.id)
        .execute();
      const after = (
        await t.request({ method: "GET", url: "/api/monitoring/health" })
      ).json<SystemHealth>();
      expect(after).toMatchObject({
        status: "healthy",
        checks: { work: { ok: true, failing: [] } },
      });
    });

    it("answers on /trpc too", async () => {
      const response = await t.request({ method: "GET", url: "/trpc/monitoring.health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: { data: { status: "healthy" } } });
    });
  });

  describe("GET /api/monitoring/logs", () => {
    beforeAll(async () => {
      await writeSystemLog(t.db, { level: "warn", module: "auth", message: "Failed login (test)" });
      await writeSystemLog(t.db, { level: "error", module: "api", message: "First error" });
      await writeSystemLog(t.db, {
        level: "error",
        module: "integrations",
        message: "Second error",
        metadata: { integration: "Jira", apiToken: "never-shown" },
      });
    });

    const logs = async (query: string) => {
      const response = await t.request({
        method: "GET",
        url: `/api/monitoring/logs${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LogEntry[]>();
    };

    it("answers the contract's call: errors, any module, at most 20, newest first", async () => {
      const entries = await logs("?level=error&module=&limit=20");
      expect(entries.every((entry) => entry.level === "error")).toBe(true);
      expect(entries.slice(0, 2).map((entry) => entry.message)).toEqual([
        "Second error",
        "First error",
      ]);
      expect(entries[0]).toMatchObject({
        module: "integrations",
        metadata: { integration: "Jira", apiToken: "[redacted]" },
        timestamp: expect.any(String),
      });
      expect(entries.length).toBeLessThanOrEqual(20);
    });

    it("filters by module and limits", async () => {
      expect((await logs("?module=auth")).map((entry) => entry.level)).toContain("warn");
      expect(await logs("?limit=1")).toHaveLength(1);
      expect((await logs("")).length).toBeGreaterThanOrEqual(3);
    });

    it("refuses a level it does not know", async () => {
      const response = await t.request({
        method: "GET",
        url: "/api/monitoring/logs?level=fatal",
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: "level: must be error, warn, info or debug" });
    });
  });

  describe("server errors", () => {
    // An app of their own: the 500s made here would turn the other tests' health to warning.
    const own = useTestApp(kind, { env: { METRICS_TOKEN } });
    it("are written to the error log by REST, /trpc and the error handler, without request data", async () => {
      const planted = "PLANTEDquerysecret0123";
      const broken = async (table: string, request: () => Promise<number>) => {
        await sql`alter table ${sql.table(table)} rename to broken_away`.execute(own.db);
        try {
          return await request();
        } finally {
          await sql`alter table broken_away rename to ${sql.table(table)}`.execute(own.db);
        }
      };
      const status = async (url: string, headers: Record<string, string> = {}) =>
        (await own.request({ method: "GET", url, headers })).statusCode;
      expect(await broken("integrations", () => status(`/api/integrations?token=${planted}`))).toBe(
        500,
      );
      expect(
        await broken("integrations", () => status(`/trpc/integrations.list?token=${planted}`)),
      ).toBe(500);
      // /metrics is a plain route: its failure goes through the app's error handler.
      const cookie = await own.login("admin");
      expect(await broken("sessions", () => status("/metrics", { cookie }))).toBe(500);
      await vi.waitFor(async () => {
        const rows = await own.db
          .selectFrom("systemLogs")
          .select(["message", "metadata"])
          .where("level", "=", "error")
          .where("module", "=", "api")
          .execute();
        expect(rows.map((row) => row.message)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(
              /^Unexpected error on GET \/api\/integrations: database error 42P01: relation "integrations" does not exist$/,
            ),
            expect.stringMatching(
              /^Unexpected error on GET \/trpc\/integrations\.list: database error 42P01: relation "integrations"/,
            ),
            expect.stringMatching(
              /^Unexpected error on GET \/metrics: database error 42P01: relation "sessions" does not exist$/,
            ),
          ]),
        );
        expect(JSON.stringify(rows)).not.toContain(planted);
      });
    });
  });

  describe("GET /api/monitoring/activity", () => {
    it("holds the info events of the window: logins, leads, tasks, integrations", async () => {
      // Sign-ins through the login route, which logs them (the suite's sessions do not).
      await t.login("admin");
      await t.login("consultant");
      const ids = await demoIds(t.db);
      const taskId = await freshTask(t.db, ids.relaunch);
      await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/status`,
        headers: { cookie: consultant },
        payload: { status: "in-progress" },
      });
      await t.request({
        method: "PUT",
        url: `/api/tasks/${taskId}/move`,
        headers: { cookie: consultant },
        payload: { columnId: "review", orderIndex: 0 },
      });
      await t.request({
        method: "POST",
        url: "/api/leads",
        payload: { name: "Activity Lead", email: "activity@example.com", company: "Busy Ltd" },
      });
      // Settings first (a connection test follows, to no provider here), then switched on.
      await t.request({
        method: "PUT",
        url: "/api/integrations/dropbox/settings",
        headers: { cookie: admin },
        payload: { accessToken: "sl.activity-token-0001", folderPath: "/Cairn" },
      });
      await t.request({
        method: "POST",
        url: "/api/integrations/dropbox/toggle",
        headers: { cookie: admin },
        payload: { enabled: true },
      });
      await t.db
        .insertInto("systemLogs")
        .values({
          level: "info",
          module: "auth",
          message: "An old sign-in",
          createdAt: new Date(Date.now() - 30 * 60_000),
        })
        .execute();

      const response = await t.request({
        method: "GET",
        url: "/api/monitoring/activity",
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const messages = response.json<ActivityEntry[]>().map((entry) => entry.message);
      const title = (
        await t.db
          .selectFrom("tasks")
          .select("title")
          .where("id", "=", taskId)
          .executeTakeFirstOrThrow()
      ).title;
      expect(messages).toEqual(
        expect.arrayContaining([
          "admin signed in",
          "consultant signed in",
          `consultant set "${title}" to in progress`,
          `consultant moved "${title}" to Review`,
          expect.stringMatching(/^New trial lead #\d+$/),
          "Dropbox enabled by admin",
          "Dropbox settings changed by admin: accessToken, folderPath",
        ]),
      );
      expect(messages).not.toContain("An old sign-in");
      expect(messages).not.toContain("Second error");

      const wider = await t.request({
        method: "GET",
        url: "/api/monitoring/activity?minutes=60",
        headers: { cookie: admin },
      });
      expect(wider.json<ActivityEntry[]>().map((entry) => entry.message)).toContain(
        "An old sign-in",
      );
    });
  });

  describe("GET /metrics (Prometheus)", () => {
    it("needs an administrator or the metrics token", async () => {
      expect((await t.request({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
      const wrong = await t.request({
        method: "GET",
        url: "/metrics",
        headers: { authorization: "Bearer not-the-token" },
      });
      expect(wrong.statusCode).toBe(401);
      const asConsultant = await t.request({
        method: "GET",
        url: "/metrics",
        headers: { cookie: consultant },
      });
      expect(asConsultant.statusCode).toBe(403);
    });

    it("speaks the text format", async () => {
      for (const headers of [{ cookie: admin }, { authorization: `Bearer ${METRICS_TOKEN}` }]) {
        const response = await t.request({ method: "GET", url: "/metrics", headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
        expect(response.body).toMatch(/^# HELP cairn_process_start_time_seconds /);
        expect(response.body).toMatch(/\ncairn_database_up 1\n/);
        expect(response.body).toMatch(/\ncairn_http_requests_total \d+\n/);
        expect(response.body).toMatch(/\ncairn_database_queries_total \d+\n/);
        expect(response.body).toContain(
          'cairn_integration_status{integration="Slack",status="active"} 1',
        );
        expect(response.body).toContain(
          'cairn_integration_status{integration="Microsoft Teams",status="inactive"} 1',
        );
      }
    });
  });
});
